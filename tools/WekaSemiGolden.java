/*
** WekaSemiGolden.java — the Weka 3.6 side of tools/golden_semi.py (compiled
** and run by it; the test suite never runs it).
**
**   java -cp weka.jar:DIR WekaSemiGolden train.arff test.arff
**
** The class is the last attribute.  Prints, with every digit
** (Double.toString round-trips), one line per test row I:
**   TAN I p1 p2 ...     BayesNet -Q TAN -E SimpleEstimator -A 0.5
**   TAN1 I p1 ...       the same with -A 1
**   AODE I p1 ...       AODE (-F 1, Laplace)
**   AODEF3 I p1 ...     AODE -F 3
**   AODEM I p1 ...      AODE -M -W 2 (m-estimates, weight 2)
**   AODEF0 I p1 ...     AODE -F 0 (every value a parent, even unseen ones)
** and once:
**   parents J P         the TAN tree: attribute J's parent attribute P
**                       (0-based; -1 for the root), class left out
**   cuts J c1 c2 ...    the cut points of weka.filters.supervised.attribute
**                       .Discretize on train (numeric attributes only)
*/
import weka.core.Instances;
import weka.core.converters.ConverterUtils.DataSource;
import weka.classifiers.Classifier;
import weka.classifiers.bayes.AODE;
import weka.classifiers.bayes.BayesNet;
import weka.classifiers.bayes.net.search.local.TAN;
import weka.classifiers.bayes.net.estimate.SimpleEstimator;
import weka.filters.Filter;
import weka.filters.supervised.attribute.Discretize;

public class WekaSemiGolden {
  static void rows(String tag, Classifier c, Instances te) throws Exception {
    for(int i=0; i<te.numInstances(); i++){
      double[] p = c.distributionForInstance(te.instance(i));
      StringBuilder b = new StringBuilder(tag + " " + i);
      for(double v : p) b.append(" ").append(Double.toString(v));
      System.out.println(b);
    }
  }
  static BayesNet tan(double alpha){
    BayesNet bn = new BayesNet();
    bn.setSearchAlgorithm(new TAN());
    SimpleEstimator e = new SimpleEstimator();
    e.setAlpha(alpha);
    bn.setEstimator(e);
    return bn;
  }
  public static void main(String[] args) throws Exception {
    Instances tr = DataSource.read(args[0]);
    Instances te = DataSource.read(args[1]);
    tr.setClassIndex(tr.numAttributes()-1);
    te.setClassIndex(te.numAttributes()-1);
    boolean numeric = false;
    for(int j=0; j<tr.numAttributes()-1; j++) numeric |= tr.attribute(j).isNumeric();
    if( numeric ){
      Discretize f = new Discretize();
      f.setInputFormat(tr);
      Filter.useFilter(tr, f);
      for(int j=0; j<tr.numAttributes()-1; j++){
        if( !tr.attribute(j).isNumeric() ) continue;
        double[] c = f.getCutPoints(j);
        StringBuilder b = new StringBuilder("cuts " + j);
        if( c!=null ) for(double v : c) b.append(" ").append(Double.toString(v));
        System.out.println(b);
      }
    }
    BayesNet bn = tan(0.5);
    bn.buildClassifier(new Instances(tr));
    for(int j=0; j<tr.numAttributes()-1; j++){
      int par = -1;
      for(int q=0; q<bn.getParentSet(j).getNrOfParents(); q++){
        int x = bn.getParentSet(j).getParent(q);
        if( x!=tr.classIndex() ) par = x;
      }
      System.out.println("parents " + j + " " + par);
    }
    rows("TAN", bn, te);
    BayesNet bn1 = tan(1.0);
    bn1.buildClassifier(new Instances(tr));
    rows("TAN1", bn1, te);
    if( numeric ) return;     /* AODE takes nominal attributes only */
    AODE a = new AODE();
    a.buildClassifier(new Instances(tr));
    rows("AODE", a, te);
    AODE a3 = new AODE();
    a3.setOptions(new String[]{"-F", "3"});
    a3.buildClassifier(new Instances(tr));
    rows("AODEF3", a3, te);
    AODE am = new AODE();
    am.setOptions(new String[]{"-M", "-W", "2"});
    am.buildClassifier(new Instances(tr));
    rows("AODEM", am, te);
    AODE a0 = new AODE();
    a0.setOptions(new String[]{"-F", "0"});
    a0.buildClassifier(new Instances(tr));
    rows("AODEF0", a0, te);
  }
}
