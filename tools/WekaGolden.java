/*
** WekaGolden.java — the Weka 3.6 side of tools/golden_weka.py (compiled
** and run by it; the test suite never runs it).
**
**   java -cp weka.jar:DIR WekaGolden train.arff test.arff
**
** prints, with every digit (Double.toString round-trips):
**   cuts J c1 c2 ...       the cut points of attribute J (0-based) that
**                          weka.filters.supervised.attribute.Discretize
**                          (its defaults: Fayyad-Irani MDL) finds on train
**   D I p1 p2 ...          NaiveBayes -D: the class distribution of test row I
**   K I p1 p2 ...          NaiveBayes -K: the same
**   G I p1 p2 ...          NaiveBayes (Gaussian): the same
*/
import weka.core.Instances;
import weka.core.converters.ConverterUtils.DataSource;
import weka.classifiers.bayes.NaiveBayes;
import weka.filters.Filter;
import weka.filters.supervised.attribute.Discretize;

public class WekaGolden {
  static void row(String tag, int i, double[] p){
    StringBuilder b = new StringBuilder(tag + " " + i);
    for(double v : p) b.append(" ").append(Double.toString(v));
    System.out.println(b);
  }
  public static void main(String[] args) throws Exception {
    Instances tr = DataSource.read(args[0]);
    Instances te = DataSource.read(args[1]);
    tr.setClassIndex(tr.numAttributes()-1);
    te.setClassIndex(te.numAttributes()-1);
    Discretize f = new Discretize();
    f.setInputFormat(tr);
    Filter.useFilter(tr, f);
    for(int j=0; j<tr.numAttributes()-1; j++){
      double[] c = f.getCutPoints(j);
      StringBuilder b = new StringBuilder("cuts " + j);
      if( c!=null ) for(double v : c) b.append(" ").append(Double.toString(v));
      System.out.println(b);
    }
    String[] tags = {"D", "K", "G"};
    for(String t : tags){
      NaiveBayes nb = new NaiveBayes();
      nb.setUseSupervisedDiscretization(t.equals("D"));
      nb.setUseKernelEstimator(t.equals("K"));
      nb.buildClassifier(new Instances(tr));
      for(int i=0; i<te.numInstances(); i++){
        row(t, i, nb.distributionForInstance(te.instance(i)));
      }
    }
  }
}
