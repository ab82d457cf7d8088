-- test/data/reuters_text.sql: written by tools/golden_tokens_options.py reuters.
-- Reuters-21578 (ModApte) from Debian's weka package (/usr/share/doc/weka/examples/ReutersCorn-*.arff and
-- ReutersGrain-*.arff: the same texts, labelled corn and grain): the first positive texts (corn or grain) and
-- the first negatives, each cut to its first 600 characters.  Table reuters(id, split, corn, grain, body).
CREATE TABLE reuters(id INTEGER PRIMARY KEY, split TEXT, corn INTEGER, grain INTEGER, body TEXT);
INSERT INTO reuters VALUES(1,'train',1,1,'NATIONAL AVERAGE PRICES FOR FARMER-OWNED RESERVE The U.S. Agriculture Department
reported the farmer-owned reserve national five-day average
price through February 25 as follows (Dlrs/Bu-Sorghum Cwt) -
         Natl   Loan           Release   Call
         Avge   Rate-X  Level    Price  Price
 Wheat   2.55   2.40       IV     4.65     --
                            V     4.65     --
                           VI     4.45     --
 Corn    1.35   1.92       IV     3.15   3.15
                            V     3.25     --
 X - 1986 Rates.

          Natl   Loan          Release   Call
          Av');
INSERT INTO reuters VALUES(2,'train',1,1,'ARGENTINE 1986/87 GRAIN/OILSEED REGISTRATIONS Argentine grain board figures show
crop registrations of grains, oilseeds and their products to
February 11, in thousands of tonnes, showing those for futurE
shipments month, 1986/87 total and 1985/86 total to February
12, 1986, in brackets:
    Bread wheat prev 1,655.8, Feb 872.0, March 164.6, total
2,692.4 (4,161.0).
    Maize Mar 48.0, total 48.0 (nil).
    Sorghum nil (nil)
    Oilseed export registrations were:
    Sunflowerseed total 15.0 (7.9)
    Soybean May 20.0, total 20.0 (nil)
    The board also detailed export registrations for
subprod');
INSERT INTO reuters VALUES(3,'train',0,1,'BONUS WHEAT FLOUR FOR NORTH YEMEN  -- USDA The Commodity Credit Corporation, CCC,
has accepted an export bonus offer to cover the sale of 37,000
long tons of wheat flour to North Yemen, the U.S. Agriculture
Department said.
    The wheat four is for shipment March-May and the bonus
awarded was 119.05 dlrs per tonnes and will be paid in the form
of commodities from the CCC inventory.
    The bonus was awarded to the Pillsbury Company.
    The wheat flour purchases complete the Export Enhancement
Program initiative announced in April, 1986, it said.
 Reuter
&#3;');
INSERT INTO reuters VALUES(4,'train',1,1,'CCC CREDITS FOR HONDURAS SWITCHED TO WHITE CORN The Commodity Credit Corporation (CCC)
announced 1.5 mln dlrs in credit guarantees previously
earmarked to cover sales of dry edible beans to Honduras have
been switched to cover sales of white corn, the U.S.
Agriculture Department said.
    The department said the action reduces coverage for sales
of dry edible beans to 500,000 dlrs and creates the new line of
1.5 mln dlrs for sales of white corn.
    All sales under the credit guarantee line must be
registered  and shipped by September 30, 1987, it said.
 Reuter
&#3;');
INSERT INTO reuters VALUES(5,'train',1,1,'ASCS TERMINAL MARKET VALUES FOR PIK GRAIN The Agricultural Stabilization and
Conservation Service (ASCS) has established these unit values
for commodities offered from government stocks through
redemption of Commodity Credit Corporation commodity
certificates, effective through the next business day.
    Price per bushel is in U.S. dollars. Sorghum is priced per
CWT, corn yellow grade only.
     WHEAT     HRW   HRS    SRW   SWW   DURUM
 Chicago       --    3.04   2.98  --    --
 Ill. Track    --    --     3.16  --    --
 Toledo        --    3.04   2.98  2.90  --
 Memphis       --    --     3.0');
INSERT INTO reuters VALUES(6,'train',0,1,'GRAIN SHIPS LOADING AT PORTLAND There were seven grain ships loading and
six ships were waiting to load at Portland, according to the
Portland Merchants Exchange.
 Reuter
&#3;');
INSERT INTO reuters VALUES(7,'train',0,1,'U.S. GRAIN CARLOADINGS FALL IN WEEK U.S. grain carloadings totaled 26,108
cars in the week ended February 21, down 2.2 pct from the
previous week but 22.8 pct above the corresponding week a year
ago, the Association of American Railroads reported.
    Grain mill product loadings in the week totalled 11,382
cars, down 1.8 pct from the previous week but 7.6 pct above the
same week a year earlier, the association said.
 Reuter
&#3;');
INSERT INTO reuters VALUES(8,'train',0,1,'GAO LIKELY TO SHOW CERTS MORE COSTLY THAN CASH A study on grain certificates due out
shortly from the Government Accounting Office (GAO) could show
that certificates cost the government 10 to 15 pct more than
cash outlays, administration and industry sources said.
    Analysis that the GAO has obtained from the Agriculture
Department and the Office of Management and Budget suggests
that certificates cost more than cash payments, a GAO official
told Reuters.
    GAO is preparing the certificate study at the specific
request of Sen. Jesse Helms (R-N.C.), former chairman of the
senate agriculture');
INSERT INTO reuters VALUES(9,'train',0,1,'U.S. WHEAT BONUS TO SOVIET CALLED DORMANT The U.S. Agriculture Department is not
actively considering offering subsidized wheat to the Soviet
Union under the export enhancement program (EEP), senior USDA
officials said.
    However, grain trade analysts said the proposal has not
been ruled out and that an offer might be made, though not in
the very near future.
    "The grain companies are trying to get this fired up again,"
an aide to Agriculture Secretary Richard Lyng said. "But there
just isn''t much talk about it, informally or formally."
    Most analysts interviewed by Reuters were more c');
INSERT INTO reuters VALUES(10,'train',1,1,'USDA SAID UNLIKELY TO BROADEN CORN BONUS OFFER The U.S. Agriculture Department
probably will not offer a two dlr per bushel bonus payment to
corn farmers for any erodible cropland they enrolled in the
conservation reserve program last year, an aide to USDA
Secretary Richard Lyng said.
    Sen. Charles Grassley (R-Iowa) said yesterday that Lyng had
indicated he would consider giving those farmers the same two
dlr bonus offered corn farmers who are signing up for the 1987
program this month.
    But the aide to Lyng said it was doubtful that the
department would offer a retroactive bonus to farm');
INSERT INTO reuters VALUES(11,'train',1,1,'RELIEF TO U.S. CORN/OATS GROWERS SAID LIKELY U.S. farmers who in the past have
grown oats for their own use but failed to certify to the
government that they had done so probably will be allowed to
continue planting that crop and be eligible for corn program
benefits, an aide to Agriculture Secretary Richard Lyng said.
    Currently a farmer, to be eligible for corn program
benefits, must restrict his plantings of other program crops to
the acreage base for that crop.
    Several members of Congress from Iowa have complained that
farmers who inadvertantly failed to certify that they had grown
');
INSERT INTO reuters VALUES(12,'train',0,1,'THAI RICE EXPORTS RISE IN WEEK ENDED FEBRUARY 24 Thailand exported 84,960 tonnes of rice
in the week ended February 24, up from 80,498 the previous
week, the Commerce Ministry said.
    It said government and private exporters shipped 27,510 and
57,450 tonnes respectively.
    Private exporters concluded advance weekly sales for 79,448
tonnes against 79,014 the previous week.
    Thailand exported 689,038 tonnes of rice between the
beginning of January and February 24, up from 556,874 tonnes
during the same period last year. It has commitments to export
another 658,999 tonnes this year.
 REUTE');
INSERT INTO reuters VALUES(13,'train',1,1,'INDONESIAN AGRICULTURE GROWTH EXPECTED TO SLOW Indonesia"s agriculture sector will grow
by just 1.0 pct in calendar 1987, against an estimated 2.4 pct
in 1986 as the production of some commodities stagnates or
declines, the U.S. Embassy said in a report.
    Production of Indonesia"s staple food, rice, is forecast to
fall to around 26.3 mln tonnes from an embassy estimate of
26.58 mln tonnes in 1986, according to the annual report on
Indonesia"s agricultural performance.
    The government officially estimates 1986 rice production at
26.7 mln tonnes, with a forecast 27.3 mln tonnes output in
1');
INSERT INTO reuters VALUES(14,'train',0,1,'CHINESE WHEAT CROP THREATENED BY PESTS, DISEASE China''s wheat crop this year is seriously
threatened by plant pests and diseases, the New China News
Agency said.
    More than 5 mln hectares of wheat-producing land in North
China could be affected because relatively warm and dry weather
had allowed bacteria and insect eggs to survive the winter, the
agency added.
    China"s Ministry of Agriculture, Animal Husbandry and
Fisheries has called for measures including the timely supply
of pesticides to farmers to combat the threat, it said.
 REUTER
&#3;');
INSERT INTO reuters VALUES(15,'train',0,1,'CANADA-EGYPT WHEAT NEGOTIATIONS TO CONTINUE Canadian and Egyptian wheat negotiators
failed to conclude an agreement on Canadian wheat exports to
Egypt during talks last week, but the Canadian team will return
to Cairo for further negotiations, Canadian embassy officials
said.
    An embassy official declined to identify which issues
remained to be resolved and when the talks would resume.
    In a five-year protocol signed in 1985, Cairo agreed to
purchase 500,000 tonnes of Canadian wheat a year.
 REUTER
&#3;');
INSERT INTO reuters VALUES(16,'train',0,1,'INDONESIAN WHEAT IMPORTS EXPECTED TO FALL IN 1987 Indonesia''s wheat imports are expected
to fall to 1.5 mln tonnes in calendar 1987 from 1.69 mln in
1986, the U.S. Embassy''s annual agriculture report said.
    It said the drop was expected, because there will be a
drawdown on stocks built up near the end of 1986.
    It said wheat stocks at the end of 1986 were 390,000
tonnes, up from 223,000 at end-1985. It forecast end-1987
stocks at around 290,000 tonnes.
    The main suppliers in 1986 were Australia (44 pct), the
U.S. (29 pct), Canada (12 pct), Argentina (8 pct) and Saudi
Arabia (5 pct).
 ');
INSERT INTO reuters VALUES(17,'train',1,1,'DUTCH ANIMAL FEED USAGE DOWN IN FIRST HALF SEASON Dutch animal feed usage in the first
half of the current season from July through December 1986 fell
7.6 pct to 6.5 mln tonnes from 7.1 mln in the same period of
1985, figures in the latest newsletter from the co-operative
Cebeco-Handelsraad show.
    Tapioca usage fell 9.1 pct to 1.4 mln tonnes from 1.6 mln
in the first half of the 1985/86 season.
    Grain usage fell 6.1 pct to 1.1 mln tonnes from 1.2 mln,
while soymeal usage fell 10 pct to 967,000 tonnes from 1.1 mln.
    Cornglutenfeed usage fell 17.8 pct to 729,000 tonnes from
887,000, but');
INSERT INTO reuters VALUES(18,'train',1,1,'FRENCH ESTIMATE 86/87 WHEAT DELIVERIES UNCHANGED The French Cereals Intervention Board,
ONIC, left its estimate of French 1986/87 (July/June) soft
wheat deliveries unchanged from its last forecast at 21.98 mln
tonnes.
    This compared with deliveries of 24.38 mln tonnes in
1985/86 (August/July).
    Estimated 1986/87 maize deliveries were also left unchanged
from ONIC''s previous forecast at the beginning of February at
9.91 mln tonnes against 10.77 mln the previous season.
    Barley deliveries were also unchanged at 6.62 mln tonnes
against 7.7 mln in 1985/86.
 Reuter
&#3;');
INSERT INTO reuters VALUES(19,'train',0,1,' &#2;
USDA LIFTS CROSS-COMPLIANCE FOR 1987 CROP OATS
    REPEAT FROM LATE FRIDAY
    WASHINGTON, Feb 27 - The USDA said it is lifting the
limited cross-compliance requirement for 1987 crop oats.
    Deputy Secretary Peter Myers said the action was being
taken to help alleviate the short supply of oats.
    Under limited cross compliance, the plantings of other
program crops on the farm may not exceed the crop acreage bases
of those crops.
    The lifting of the cross-compliance on oats permits the
planting of oats in excess of the oat acreage base without
sacrificing eligibility for other crop');
INSERT INTO reuters VALUES(20,'train',0,1,'RECORD N.Z. FUTURES VOLUMES TRADED IN FEBRUARY The volume of contracts traded on the
New Zealand Futures Exchange (NZFE) reached a record 25,559
contracts in February, the International Commodities Clearing
House (ICCH) said.
    The previous high was 22,583 contracts in December 1986.
    The ICCH said the value of the contracts traded in February
was 2.90 billion N.Z. Dlrs.
    The seven contracts currently traded on the NZFE are:
five-year government bonds, the share price index, 90-day bank
bills, 90-day prime commercial paper, the U.S. Dollar,
crossbred wool, and wheat.
 Reuter
&#3;');
INSERT INTO reuters VALUES(21,'train',1,1,'TRADERS DETAIL FRENCH CEREAL EXPORT REQUESTS French operators last Friday requested
licences to export 10,500 tonnes of free market maize, 11,950
tonnes of free market barley and 13,000 of soft wheat flour to
non-EC countries, at prefixed daily (droit commun) rebates,
French trade sources said.
    The latest requests for the maize were for export to
Switzerland, Austria and Lichtenstein at a maximum daily rebate
prefixed last Friday at 141 Ecus a tonne against a previous 20
Ecu daily rebate.
    The special daily rebate for maize was set in the context
of a Commission commitment to grant this');
INSERT INTO reuters VALUES(22,'train',1,1,'CANADA RULING ON U.S. CORN INJURY DUE THIS WEEK The Canadian government is expected
to announce later this week its final ruling whether U.S. corn
exports to Canada have injured Ontario corn growers, U.S.
government and farm group representatives said.
    The deadline for a final determination is March 7.
    U.S. officials said they are encouraged by the outcome in a
similar case covering European pasta imports. In that case,
Canada decided pasta imports, which take about ten pct of the
Canadian market, did not injure domestic producers. U.S. corn
exports represent only about five pct of the');
INSERT INTO reuters VALUES(23,'train',1,1,'U.S. EXPORT INSPECTIONS, IN THOUS BUSHELS  SOYBEANS 20,349 WHEAT 14,070 CORN 21,989
 ');
INSERT INTO reuters VALUES(24,'train',0,1,'U.S. WHEAT GROUPS CALL FOR GLOBAL ACTION All major grain producing countries
must do their part to help reduce global surpluses and the
recent Australian farm policy proposals are flawed, two U.S.
wheat organizations said.
    The recent Australian proposals were a good starting point
for discussions, "but we do not want the Australians to feel
they are alone in developing an agenda for discussions" on world
grain trade, the president of the National Association of Wheat
Growers, NAWG, and the chairman of U.S. Wheat Associates said
in a letter to U.S. Agriculture Secretary Richard Lyng and U.S');
INSERT INTO reuters VALUES(25,'train',1,1,'CBT FEBRUARY VOLUME DOWN 14 PCT FROM YEAR AGO February volume at the Chicago Board of
Trade, CBT, declined 14 pct from the year-ago month to
8,191,266 contracts, the exchange said.
    A relatively steady interest rate climate reduced volume in
the most active contract, Treasury bond futures, by 17.5 pct
from a year ago to 4,307,645 contracts.
    However, trading in most agricultural futures contracts
increased last month, led by oats and corn futures.
    Oats volume tripled to 27,662 contracts, and corn volume
increased 35 pct to 580,204 contracts. Wheat and soybean oil
futures activity als');
INSERT INTO reuters VALUES(26,'train',0,1,'USSR WHEAT BONUS RUMORS PERSIST DESPITE DENIALS Grain trade representatives continued
to speculate that the Reagan administration will offer
subsidized wheat to the Soviet Union, while U.S. Agriculture
Department officials said there was no substance to the
reports.
    "It''s pure fiction," said one senior official at USDA''s
Foreign Agricultural Service, referring to the rumor that the
administration would make an export enhancement offer to Moscow
in the next two to three weeks.
    An aide to Agriculture Secretary Richard Lyng who asked not
to be identified said there was nothing to substant');
INSERT INTO reuters VALUES(27,'train',0,1,'OFFICIAL INQUIRY SET FOR AUSTRALIAN WHEAT INDUSTRY The government''s industry aid and
protection review body, the Industries Assistance Commission
(IAC), will hold a 12-month inquiry into the Australian wheat
industry, Primary Industry Minister John Kerin said.
    The IAC has been asked to report on the need for assistance
to the industry and the nature, duration and extent of any aid,
he said in a statement.
    He said the inquiry will be the first step in setting
marketing arrangements to apply after June 30, 1989, when the
underwriting and pricing provisions of the 1984 Wheat Marketing
Act');
INSERT INTO reuters VALUES(28,'train',1,1,' &#2;
ZIMBABWE MAIZE HARVEST LOWER AFTER BUMPER CROPS HARARE, March 3
- Zimbabwe''s maize crop in 1986/87 (April/ March) is likely to
be slightly over 1.6 mln tonnes, against 1.83 mln in 1985/86,
Grain Marketing Board figures show.
    Maize exports for 1986/87 to January 31, 1987 totalled
315,000 tonnes, with about a further 40,000 tonnes expected to
be exported in February and March, against 285,000 tonnes in
1985/86. Domestic usage is estimated at 650,000-900,000 tonnes,
depending on how other crops are affected by current poor
rains. Last year''s consumption was around 700,000 tonnes.
    Zi');
INSERT INTO reuters VALUES(29,'train',0,1,'SMALL QUANTITY OF UK WHEAT SOLD TO HOME MARKET A total of 2,435 tonnes of British
intervention feed wheat were sold at today''s tender for the
home market out of requests for 3,435 tonnes, the Home Grown
Cereals Authority, HGCA, said.
    Price details were not reported.
    No bids were submitted for intervention barley.
 Reuter
&#3;');
INSERT INTO reuters VALUES(30,'train',0,1,'U.K. WHEAT AND BARLEY EXPORTS ADJUSTED UPWARDS The U.K. Exported 535,460 tonnes of wheat
and 336,750 tonnes of barley in January, the Home Grown Cereals
Authority (HGCA) said, quoting adjusted Customs and Excise
figures.
    Based on the previous January figures issued on February 9,
wheat exports increased by nearly 64,000 tonnes and barley by
about 7,000 tonnes.
    The new figures bring cumulative wheat exports for the
period July 1/February 13 to 2.99 mln tonnes, and barley to
2.96 mln compared with 1.25 and 1.89 mln tonnes respectively a
year ago.
    January wheat exports comprised 251,0');
INSERT INTO reuters VALUES(31,'train',0,1,'EAST EUROPE WHEAT WINTERKILL POSSIBLE, ACCU SAYS Winter wheat crops in the
western Soviet Union, Poland and eastern Czechoslovakia through
northern Romania may suffer some winterkill over the next two
nights, private forecaster Accu-Weather Inc said.
    Western USSR winter wheat areas have had only light and
spotty snow and winterkill is possible tonight and tomorrow
night as temperatures drop to minus 10 to 0 degrees F.
    Snow cover is scant in Poland, with only about 50 pct of
the winter wheat areas reporting one to two inches of snow as
of this morning.
    The remaining 50 pct of winter');
INSERT INTO reuters VALUES(32,'train',0,1,'YUGOSLAVIA WHEAT FREE OF WINTERKILL - USDA There was no evidence of winterkill
in Yugoslavian winter wheat during field travel along a line
running northwest from Belgrade to near Maribor, the U.S.
Agriculture Department''s counselor in Belgrade said in a field
report.
    The report, dated February 26, said there is evidence of
delayed germination in most areas due to late seeding last fall
because of dry conditions.
    However warm temperatures over the past three weeks have
promoted some early growth and will help the crop catch up on
last fall''s late seeding, it said.
    Some Yugoslav agr');
INSERT INTO reuters VALUES(33,'train',1,1,'U.S. SETS CORN DEFICIENCY PAYMENT HALF PIK CERTS The upcoming five-month deficiency
payments to corn and sorghum farmers will be made half in cash
and half in generic commodity certificates, a senior
Agriculture Department official told Reuters.
    Around 300 mln dlrs of the in-kind certificates, or
"certs," will be mailed out to farmers around March 15 or 16,
Tom von Garlem, Assistant Deputy Administrator for USDA''s state
and county operations, said.
    The decision to make the payments in a 50/50 cash/certs
ratio was made Monday, but payments to producers will be
delayed until mid-month du');
INSERT INTO reuters VALUES(34,'train',0,1,'ONE OFFER FOR SRW WHEAT ON CALL SESSION, NO MILO One offer but no bid was posted for SRW
wheat on the call session at the St Louis Merchants Exchange
today. There were no bids or offers for milo.
    June 15-July 15 bill of lading for wheat was offered at 17
over July, no comparison, no bid.
 Reuter
&#3;');
INSERT INTO reuters VALUES(35,'train',1,1,'SOVIET SOYMEAL IMPORTS SEEN RISING IN 1987 Soviet imports of soymeal may reach or
exceed one mln tonnes between January and September this year,
the Oil World newsletter said.
    Oil World said it was likely the Soviet Union would reduce
soybean imports and step up significantly its imports of meal.
    At least 500,000 tonnes of soymeal may be shipped from the
European Community and South America in the January/March
quarter, with additional large quantities likely to be imported
in the April and July quarters from Argentina and Brazil, it
said. No figures were given for imports in the corre');
INSERT INTO reuters VALUES(36,'train',0,1,'FRENCH EXPORTERS SEE HIGHER WHEAT SALES TO CHINA French exporters estimated that around
600,000 tonnes of French soft wheat has been sold to China for
delivery in the 1986/87 (July/June) year.
    Around 300,000 tonnes were exported to China between July
1986 and February this year.
    Another 100,000 to 150,000 tonnes will be shipped during
this month and around the same amount in April, they said.
    France sold around 250,000 tonnes of soft wheat to China in
1985/86, according to customs figures.
    However, certain exporters fear China may renounce part of
its contract with France after');
INSERT INTO reuters VALUES(37,'train',1,1,'U.S. EXPORTERS REPORT 104,000 TONNES OF  CORN SOLD TO UNKNOWN DESTINATIONS FOR 1986/87
 ');
INSERT INTO reuters VALUES(38,'train',1,1,'USDA REPORTS CORN SOLD SOLD TO UNKNOWN The U.S. Agriculture Department said
private U.S. exporters reported sales of 104,000 tonnes of corn
to unknown destinations for shipment in the 1986/87 marketing
year.
    The marketing year for corn began September 1, it said.
 Reuter
&#3;');
INSERT INTO reuters VALUES(39,'train',0,1,'MORE INTERMEDIATE U.S. WHEAT CREDITS FOR MOROCCO The Commodity Credit Corporation has
approved an additional 45.0 mln dlrs under its interemdiate
export credit guarantee program, GSM-103, for sales of U.S.
wheat to Morocco, the U.S. Agriculture Department said.
    The action increases Morocco''s cumulative fiscal year 1987
program for wheat under GSM-103 to 75.0 mln dlrs.
    The credit terms extended for exports under the program
must be in excess of three years but no more than seven years
to eligible for credit coverage. All sales under this line must
be registered and exported by September');
INSERT INTO reuters VALUES(40,'train',0,1,'SOVIET GRAINS SEEN ENTERING SPRING ON SHAKY NOTE Soviet winter grains could be off to
a faulty start this spring after enduring an usually dry fall
and cold winter, weather and crop analysts said.
    Prospects for another near-record grain harvest in the
Soviet Union appear dim at this point, but it is premature to
forecast any major crop problems, analysts said.
    But the situation bears careful watching over the next six
weeks and will ultimately impact the Soviet grain supply and
future buying plans, analysts of the Soviet Union said.
    "From a weather standpoint, you can say with cert');
INSERT INTO reuters VALUES(41,'train',1,1,'U.S. CORN, SORGHUM PAYMENTS 50-50 CASH/CERTS Eligible producers of 1986 crop U.S.
corn and sorghum will receive an estimated 600 mln dlrs in
deficiency payments -- 50 pct in generic commodity certificates
and 50 pct in cash, the U.S. Agriculture Department said.
    It said corn producers will receive about 515 mln dlrs and
sorghum producers about 85 mln dlrs.
    Only the cash portion of the payments will be subject to
the 4.3 pct reduction in compliance with the Gramm-Rudman
budget deficit control act of 1985, it said.
    Corn and sorghum producers who requested advance deficiency
payments ');
INSERT INTO reuters VALUES(42,'train',0,1,'AUSTRALIAN GOVERNMENT TO PAY SUBSIDIES--USDA The Australian Government will likely
reimburse the Australian Wheat Board, AWB, about 132 mln (U.S.)
dlrs to pay wheat farmers for their 1986/87 crop, the U.S.
Agriculture Department said.
    In its report on Export Markets for U.S. Grains, the
department said the sharp fall in world wheat prices has
reduced the export sales revenue of the AWB to levels
insufficient to cover its breakeven export price estimated at
around 98 dlrs per tonne.
     For example the recent large sales of wheat to China (1.5
mln tonnes) and Egypt (2.0 mln tonnes) were we');
INSERT INTO reuters VALUES(43,'train',1,0,'JAPAN CUTTING CHINA CORN COMMITMENTS - USDA Japanese traders have apparently
sharply reduced commitments to buy Chinese corn over the next
six months due to high prices, the U.S. Agriculture Department
said.
    In its World Production and Trade Report, the department
said traders indicated China may lack supplies or be unwilling
to sell at current low world prices.
    If the reports are confirmed, China''s major export
destinations such as USSR, Japan, and South Korea, could
increase purchases of U.S. corn, it said.
    China is currently forecast to export 5.5 mln tonnes of
corn during 1986/');
INSERT INTO reuters VALUES(44,'train',0,1,'EC DRIVING TO CAPTURE BRAZIL WHEAT MARKET - USDA The European Community, EC, sold
75,000 tonnes of soft wheat at a subsidized price of between 85
and 89 dlrs per tonne FOB for March delivery in a continuing
bid to establish itself in the Brazilian wheat market, the U.S.
Agriculture Department said.
    The sale sharply undercut the U.S. offer of 112 dlrs per
tonne FOB for 33,000 tonnes of wheat, it said in its latest
report on Export Markets for U.S grains.
    EC sales to Brazil total about 225,000 tonnes during
1986/87 (July-June) in stark contrast to only 50,000 tonnes in
the 1985/86 season');
INSERT INTO reuters VALUES(45,'train',1,1,'TAIWAN PASSES ON U.S. CORN, WILL RETENDER Taiwan passed on its tender overnight
for 25,000 tonnes of U.S. corn and 49,000 tonnes U.S. sorghum,
private export sources said.
    Taiwan will retender for the corn, for May 15-30 shipment
if via the Gulf, or June 1-15 via Pacific northwest, on March
6, but has not rescheduled a tender for sorghum, they said.
 Reuter
&#3;');
INSERT INTO reuters VALUES(46,'train',0,1,'BANGLADESH PASSES ON TENDER FOR SOFT WHEAT Bangladesh passed on its weekend tender
for 100,000 tonnes of optional origin soft wheat, private
export sources said.
 Reuter
&#3;');
INSERT INTO reuters VALUES(47,'train',1,1,'SOUTH AFRICA CORN EXPORTS COULD BE REDUCED-USDA Despite earlier optimistic
indications, the South African corn crop is at a critical stage
in its development and recent reports of heat stress could
reduce production and therefore exportable supplies, the U.S.
Agriculture Department said.
    In its report on Export Markets for U.S. Grains, the
department said South Africa''s corn exports in the 1986/87
(Oct-Sept) season are estimated at 2.5 mln tonnes, up 40 pct
from the previous year.
    The re-emergence of South Africa as a competitor follows a
period of severe droughts, which at one point r');
INSERT INTO reuters VALUES(48,'train',0,1,'CBT TRADERS LOOK AHEAD TO SPRING PLANTINGS Chicago Board of trade grain traders and
analysts voiced a lot of interest in how farmers planned to
handle their upcoming spring plantings, prompting sales of new
crop months of corn and oats and purchases in new crop soybeans
in the futures markets.
    Professionals in the grains trade think that farmers will
be more willing to stick with corn acres than soybeans because
corn is protected by the acreage reduction program. That gives
deficiency payments to farmers if corn prices stay low.
    Farmers can place soybeans under the loan program if they');
INSERT INTO reuters VALUES(49,'train',0,1,'U.S. CONGRESS TO LOOK AT SOIL PROGRAM EXEMPTIONS The Senate Agriculture Committee is
expected to take up a bill tomorrow that would exempt from
government conservation regulations those farmers who have
rotated alfalfa and other multiyear grasses and legumes with
row crops, committee staff said.
    Under current so-called "sodbuster" law, farmers who planted
alfalfa and other multiyear grasses and legumes on highly
erodible land in the years 1981 through 1985 lose federal farm
program benefits if they produce a row crop on that land in
later years.
    Sen. Edward Zorinsky (D-Neb.), sponsor o');
INSERT INTO reuters VALUES(50,'train',0,1,'EC SOURCES DETAIL NEW FARM SOCIAL PACKAGE The 350 mln Ecu three-year package of
social and structural measures agreed early today by European
Community farm ministers features a plan to compensate farmers
for reducing output of certain surplus products, EC Commission
sources said.
    The ministers agreed that under this "extensification"
scheme, farmers would qualify for compensation if they cut
output of specific products by at least 20 pct.
    The plan would initially apply to cereals, beef, veal and
wine, they added.
    Cereals farmers would have to achieve their output cuts by
reducing ');
INSERT INTO reuters VALUES(51,'train',0,1,'FROST NOT EXPECTED TO DAMAGE POLAND''S WHEAT Poland''s winter wheat is likely to
survive recent frosts but the impact of the cold will not be
known until late April, the Polish meteorology institute said.
    Some varieties of winter wheat sown in Poland can survive
ground temperatures as low as minus 20 degrees C, Spokesman
Teresa Tomaszewska told Reuters.
    Even though an earlier thin protective layer of snow mainly
melted in February, air temperatures down to minus 30 C should
not be harmful, she said, but added that wheat can still be
damaged by cold spells in March and April, when young s');
INSERT INTO reuters VALUES(52,'train',1,1,'TORRENTIAL RAINS HALT ARGENTINE GRAIN HARVEST Torrential rains throughout
Argentina''s grain-producing areas virtually paralysed coarse
grain harvesting in the week to yesterday, trade sources said.
    Sunflower, maize and sorghum harvests were particularly
affected, they said. But the rains proved to be a great aid to
soybean crops as their harvesting will not begin until April or
May.
    The rains did no damage to maize, sunflower and sorghum
crops though fresh rains in similar volume could reduce yields
and cut the total volume of this year''s harvest.
    Rainfall measured between 15 and 2');
INSERT INTO reuters VALUES(53,'train',0,1,'U.S. SENATOR TO PROPOSE 0/92 FOR 1987 CROPS Sen. Rudy Boschwitz, R-Minn., said he
intended to offer legislation that would allow 1987 producers
of wheat, feedgrains, cotton and rice to receive at least 92
pct of their deficiency payments, regardless of how much they
planted.
    Boschwitz told the Senate Agriculture Committee that
applying the so-called 0/92 provision to 1987 crops was
supported by the Reagan administration and would save
approximately 500 mln dlrs, including 266 mln dlrs in corn
payments, 90 mln dlrs in wheat and 30 mln dlrs in cotton.
    The Minnesota senator said he might ');
INSERT INTO reuters VALUES(54,'train',0,1,'IZVESTIA SAYS SOVIET WINTER CROPS NEED RESEEDING The government daily Izvestia said a
considerable amount of Soviet winter crops need to be reseeded
and the state 1987 grain harvest target of 232 mln tonnes will
not be easy to fulfil.
    Without giving figures, the newspaper said: "A considerable
part of the winter crops must be reseeded, but that creates
extra effort in the fields in spring."
    The Soviet Union has previously said nine mln hectares of
winter grain will have to be reseeded because of winterkill.
    A U.S. Department of Agriculture analyst in Washington has
said the figure ');
INSERT INTO reuters VALUES(55,'train',0,1,'U.S. SENATE PANEL MAKES CONSERVATION EXEMPTION The U.S. Senate Agriculture Committee
approved a measure that would exempt farmers who planted
alfalfa or other multiyear grasses and legumes between 1981 and
1985 from a federal conservation requirement.
    Sen. Edward Zorinsky, D-Neb., said his bill would restore
equity under federal sodbuster rules, which currently deny farm
program benefits to farmers who, between 1981 and 1985, planted
alfalfa and other multiyear grasses and legumes without
interrupting the plantings with a row crop.
    An official from a leading conservation group, who ask');
INSERT INTO reuters VALUES(56,'train',0,1,'FRENCH WHEAT EXPORTS TO EC FALL French soft wheat exports to other
European Community countries fell 18 pct to 4.13 mln tonnes in
the first seven months of the 1986/87 season to January
compared with 5.04 mln in the same 1985/86 period, the French
Cereals Intervention Office (ONIC) said.
    According to latest ONIC statistics, the main buyers were
Italy with 1.89 mln against 1.63 mln in the same 1985/86
period, West Germany 480,450 tonnes against 717,689, the
Netherlands 462,048 (532,299) and Belgium 417,887 tonnes
(919,337).
    British and Greek imports of French soft wheat during this
peri');
INSERT INTO reuters VALUES(57,'train',1,1,'ESTIMATED FRENCH BARLEY STOCKS WORRYING - ONIC The size of French 1986/87 carryover
barley stocks, estimated at 1.72 mln tonnes compared with
700,000 tonnes in 1985/86 is worrying, French Cereals
Intervention Office (ONIC) Director Bernard Vieux said.
    He told journalists these estimates were unchanged at the
end of February from the previous month while export forecasts
were lowered to 4.5 mln tonnes from 5.76 mln in 1985/86.
    Vieux called on the EC Commission to help by awarding a
larger volume of export certificates and said if no outlets are
opened for French barley a large amount co');
INSERT INTO reuters VALUES(58,'train',0,1,'CANADA WHEAT BOARD ADVISES CUT IN GRAIN PRICES The Canadian Wheat Board has advised
the federal government to sharply cut initial prices paid to
farmers for their wheat, oats, and barley in the crop year
beginning August 1, a board spokesman said.
    The spokesman declined to give the size of the recommended
price drops but said it would not be good news for western
Canadian grain growers.
    "They''re all lower," he said. "This is really getting
pretty serious. We''re talking nuts and bolts economic survival
and whether it''s worthwhile for farmers to put in a crop."
    Farm leaders and econo');
INSERT INTO reuters VALUES(59,'train',0,1,'RENEWAL OF U.S./USSR GRAIN PACT SAID UNCERTAIN Prospects for renewal of the
five-year U.S./USSR grains agreement are uncertain at this
point, a Soviet trade official told Reuters.
    The current trade imbalance between the United States and
the Soviet Union, high U.S. commodity prices, and increased
world grain production make a renewal of the supply agreement
next year less certain, Albert Melnikov, deputy trade
representative of the Soviet Union, said in an interview.
    The current agreement expires on Sept 30, 1988.
    Melnikov said that world grain markets are different than
when the f');
INSERT INTO reuters VALUES(60,'train',1,1,'MORE SOVIET GRAIN BUYING FROM U.S. TIED TO PRICE Whether the Soviet Union will fulfill
its buying obligations under the U.S./USSR grains agreement
depends entirely on the United States, a Soviet trade official
told Reuters.
    "How can I tell that we are ready to fulfill the agreement
if the United States does not want to offer us grain at
competitive prices?" said Albert Melnikov, deputy trade
representative of the Soviet Union to the United States.
    "We are in the market for grains, but it is up to the
United States to be the seller ... to offer Soviets competitive
prices," he said in an');
INSERT INTO reuters VALUES(61,'train',0,1,'AMERICAN FARM BUREAU OPPOSES FARM BILL CHANGES The directors of the American Farm
Bureau, the nation''s largest farm organization, voted Tuesday
to urge Congress to leave the 1985 farm bill in place without
alterations.
    "We are solidly opposed to opening up the 1985 farm bill,"
said Dean Kleckner, president. "The current farm bill has been
in place for just a little over a year and in our judgment
there is more to be gained at the present time from maintaining
the legislation.
    "Several independent studies ... indicate the 1985 farm
bill is better on balance than any of the alternatives ');
INSERT INTO reuters VALUES(62,'train',1,1,'ISRAEL TENDERS TONIGHT FOR CORN AND/OR SORGHUM Israel will tender overnight for
33,000 long tons of U.S. sorghum and/or 22,000 long tons of
U.S. corn for April shipment, private export sources said.
 Reuter
&#3;');
INSERT INTO reuters VALUES(63,'train',0,1,'U.S. CABINET COUNCIL SET TO MULL FARM ISSUES The Reagan administration''s
cabinet-level Economic Policy Council is scheduled to meet
Friday to discuss, among other issues, the status of
agricultural legislation, administration officials said.
    The officials said discussion of a U.S. Agriculture
Department wheat export subsidy to the Soviet Union was not on
the agenda. Matters not on the agenda, however, can be brought
before the council, the officials said.
    Grain trade officials have speculated that USDA would make
a wheat export enhancement offer to Moscow, but USDA officials
have said ');
INSERT INTO reuters VALUES(64,'train',0,1,'USDA WOULD SCRAP COTTON, RICE, BEAN PRICE FLOORS The package of proposed farm policy
changes that the Reagan administration sent to Congress today
includes a provision that would eliminate minimum price support
levels for upland cotton, rice and soybeans.
    The package, obtained by Reuters, also includes a
provision, outlined in advance by USDA officials, that would
increase the annual permissible cut in the basic price support
levels for all major crops to 10 pct from five pct.
    Under current law, the basic support prices for upland
cotton, rice and soybeans between 1987 and 1990 cannot ');
INSERT INTO reuters VALUES(65,'train',0,1,'UNUSUALLY DRY WEATHER AFFECTS CHINA''S AGRICULTURE Abnormally warm and dry weather over most
parts of China is seriously affecting crops, the New China News
Agency said.
    It said the drought has made rice planting difficult in
eight provinces, including Guangxi, Sichuan and Hunan. Plant
diseases and insect pests have increased in wheat-producing
areas, it said.
    The agency said some areas of Guangxi, Hubei, Shanxi and
other provinces have been suffering a drought for more than
seven months.
    The agency said the dry weather had reduced the amount of
water stored by more than 20 pct comp');
INSERT INTO reuters VALUES(66,'train',0,1,'AUSTRALIAN WHEAT EXPORTS RISE IN FEBRUARY Australian wheat shipments rose to
1.33 mln tonnes in February from 1.01 mln in January, an
Australian Wheat Board official said.
    February''s shipments were down on the 1.54 mln tonnes
shipped in February 1986.
    Cumulative shipments for the first five months of the
October/September wheat year were 6.12 mln tonnes, as against
6.54 mln a year earlier, the official said.
    The major destinations in February were: China (419,196
tonnes), Egypt (301,909), Iraq (142,055), Japan (110,261),
South Korea (100,847) and the Soviet Union (100,056 tonnes).
');
INSERT INTO reuters VALUES(67,'train',0,1,'THAILAND REDUCES MAIN RICE CROP PROJECTION Thailand''s main paddy crop is expected
to fall to 15.4 mln tonnes in the 1986/87 (Nov/Oct) season from
a previous 15.68 mln estimate in November and an actual 17.35
mln a year ago, the Thai Rice Mills Association said.
    It said a joint field survey late last month by the
association, the Commerce Ministry and the Bank of Thailand
indicated that paddy output in Thailand''s northeast region is
lower than expected because of a drought in several provinces.
    The association said rice growing areas in Nakhon
Ratchasima, Chaiyaphum, Khon Kaen and Mahas');
INSERT INTO reuters VALUES(68,'train',1,1,'TAIWAN BUYS 60,000 TONNES OF U.S. MAIZE The joint committee of Taiwan''s maize
importers has awarded contracts to two U.S. Companies to supply
two shipments of maize, totalling 60,000 tonnes, a committee
spokesman told Reuters.
    Continental Grain Co of New York received the first 30,000
tonne cargo contract, priced at 93.86 U.S. Dlrs per tonne,
while Peavey Co of Minneapolis won the second shipment, also
30,000 tonnes, at 93.36 dlrs per tonne.
    Both shipments are c and f Taiwan and are set before March
16, the spokesman said.
 REUTER
&#3;');
INSERT INTO reuters VALUES(69,'train',0,1,'U.K. GRAIN/POTATO FUTURES VOLUME DOWN IN FEBRUARY Traded volumes for U.K. Grain and potato
futures in February were down on the previous month while
pigmeat and pig cash settlement futures were higher, official
figures show.
    Combined wheat and barley futures trade declined to 892,700
tonnes from 1.19 mln in January, and the value fell to 97 mln
stg from 129 mln, Grain and Feed Trade Association (GAFTA)
figures show.
    A total of 984,960 tonnes were registered for main crop
potato futures in February valued at 157 mln stg, versus
992,760 and 164 mln stg in January.
    Soymeal futures tra');
INSERT INTO reuters VALUES(70,'train',0,1,'CCC ACCEPTS BONUS BID ON WHEAT FLOUR TO IRAQ The Commodity Credit Corporation,
CCC, has accepted bids for export bonuses to cover sales of
25,000 tonnes of wheat flour to Iraq, the U.S. Agriculture
Department said.
    The department said the bonuses awarded averaged 116.84
dlrs per tonne.
    The shipment periods are March 15-April 20 (12,500 tonnes)
and April 1-May 5 (12,500 tonnes).
    The bonus awards were made to Peavey Company and will be
paid in the form of commodities from CCC stocks, it said.
    An additional 175,000 tonnes of wheat flour are still
available to Iraq under the Export');
INSERT INTO reuters VALUES(71,'train',0,1,'CCC ACCEPTS BONUS BID ON SEMOLINA TO EGYPT The Commodity Credit Corporation,
CCC, has accepted a bid for an export bonus to cover a sale of
2,000 tonnes of semolina to Egypt, the U.S. Agriculture
Department said.
    The department said the bonus was 233.91 dlrs per tonne and
was made to International Multifoods Corp. The bonus will be
paid in the form of commodities from CCC stocks.
    The semolina is for shipment during June 1987, it said.
    An additional 13,000 tonnes of semolina are still available
to Egypt under the Export Enhancement Program initiative
announced on August 6, 1986, it ');
INSERT INTO reuters VALUES(72,'train',1,1,'FRENCH FREE MARKET CEREAL EXPORT BIDS DETAILED French operators have requested licences
to export 40,000 tonnes of free market feed wheat, 32,500
tonnes of soft bread wheat, 375,000 tonnes of barley and
465,000 tonnes of maize at today''s European Community tender,
trade sources here said.
    Rebates requested ranged between 134 and 136.50 European
currency units (Ecus) a tonne for the feed wheat, 137.39 and
141.50 Ecus a tonne for the bread wheat, 137.93 and 142.95 Ecus
for the barley and 133.75 and 140.25 Ecus for the maize.
 Reuter
&#3;');
INSERT INTO reuters VALUES(73,'train',0,1,'WESTERN CANADA HURT BY INTERNATIONAL FORCES Western Canada''s resource-based economy
is being hurt by international market forces and there is
little Ottawa can do about it, Finance Minister Michael Wilson
said.
    "If you can tell me how we can get the international energy
price up and how we can get the price for copper up and how we
can get the price for wheat up, then we will listen," Wilson
told the House of Comnons Finance Committee.
    Although under pressure from oil companies and wheat
farmers for help in battling depressed commodity prices, Wilson
said it has to be recognized the ar');
INSERT INTO reuters VALUES(74,'train',0,1,'NO SOVIET WHEAT BONUS TALK PLANNED FOR MEETING U.S. Agriculture Secretary Richard
Lyng does not intend to discuss a wheat export enhancement
initiative to the Soviet Union at a cabinet-level Economic
Policy Council meeting set for tomorrow, an aide to Lyng said.
    "He (Lyng) does not intend to bring it up," the aide said,
adding that the subsidy offer remains "dormant."
    Lyng plans to spend "about five minutes" reviewing the status
of farm legislation on Capitol Hill before the Economic Policy
Council, which is responsible for guiding the administration''s
economic policy, the aide said.
 ');
INSERT INTO reuters VALUES(75,'train',0,1,'EC REJECTS ALL FREE MARKET WHEAT EXPORT  OFFERS AT WEEKLY TENDER - TRADERS
 ');
INSERT INTO reuters VALUES(76,'train',0,1,'EC AWARDS 123,000 TONNES BARLEY EXPORT  LICENCES AT 138.75 ECUS PER TONNE - TRADERS
 ');
INSERT INTO reuters VALUES(77,'train',1,1,'FRENCH CEREAL EXPORTS THROUGH ROUEN FALL French cereal exports through the port of
Rouen fell 6.4 pct to 725,023 tonnes during the period February
1 to 25, from 774,704 for the period February 1 to 26 last
year, trade sources said.
    Main destinations were Saudi Arabia with 158,109 tonnes of
barley, the Soviet Union 147,214 of wheat, Italy 104,704 of
wheat, Spain 91,381 of wheat and maize, China 52,500 of wheat
and Algeria 41,000 of wheat.
    Between February 26 and today, five ships have loaded
137,000 tonnes of cereals, the sources added.
    The 137,000 tonnes comprised 59,500 tonnes of ');
INSERT INTO reuters VALUES(78,'train',1,1,'EC AWARDS EXPORT LICENCES FOR 25,000  TONNES MAIZE - PARIS TRADE.
 ');
INSERT INTO reuters VALUES(79,'train',0,1,'EC REJECTS WHEAT EXPORT BIDS, GRANTS BARLEY The European Community''s cereal
management committee rejected all bids to export free market
soft wheat at today''s weekly tender, traders said.
    The committee awarded 123,000 tonnes of free market barley
export licences at a maximum export refund of 138.75 Ecus per
tonne.
&#3;');
INSERT INTO reuters VALUES(80,'train',1,1,'PARIS TRADE DETAILS EC GRAIN TENDER RESULT The EC Commission rejected all bids for
free market bread-making and feed wheat and all bids for the
special West German tender at today''s weekly EC cereals tender,
trade sources said here.
    It granted export licences for 123,000 tonnes of free
market barley at a maximum rebate of 138.75 Ecus per tonne and
25,000 tonnes of maize at a maximum rebate of 133.75 Ecus, they
said.
    Licences for 100,000 tonnes of the barley were awarded to
French trade houses, they added.
 Reuter
&#3;');
INSERT INTO reuters VALUES(81,'train',0,1,'WORLD GRAIN TRADE RECOVERY MAY BE UNDERWAY World grain trade could be turning
the corner and heading toward recovery in the 1986-87 season, a
Cargill, Inc. analyst said.
    Writing in the March issue of the Cargill Bulletin, David
Rogers of Cargill''s Commodity Marketing Division cited a
gradual rise in world wheat trade in recent months, with a slow
rise in wheat prices after recent historic lows.
    He said the wheat trade, because wheat can be produced in
many nations, is a good barometer of world grain trade and
could lead to more activity in other grain markets.
    Rogers said that with');
INSERT INTO reuters VALUES(82,'train',0,1,'TRADERS DETAIL IRISH INTERVENTION BARLEY TENDER The European Commission authorised the
export of 33,500 tonnes of Irish intervention barley at today''s
tender for non-European Community destinations at 53.10 Ecus
per tonne, grain traders said.
 Reuter
&#3;');
INSERT INTO reuters VALUES(83,'train',1,1,'EC OPENS SPECIAL REBATE FOR MAIZE - PARIS TRADE The EC Commission decided to open a
special daily export rebate today for maize exports to Morocco,
Israel, Canary Islands and zone 5c (Sub-Saharan Africa), trade
sources said here.
    The rebate was set at 153 European currency units per tonne
for March and 133 for April through July.
 Reuter
&#3;');
INSERT INTO reuters VALUES(84,'train',0,1,'HOUSE 0/92 FARM PROPOSAL SEEN SPARKING DEBATE A House Agriculture Committee meeting
later today to draft a disaster aid bill is expected to spark a
debate between lawmakers who want to expand the 0/92, or
"de-coupling," provision to cover feedgrains, and those who
oppose 0/92 or want it severely limited, Congressional sources
said.
    The disaster aid bill as it now stands calls for a one-year
0/92 pilot program for 1987 crop wheat and the 1988 winter
wheat crop. The bill would allow farmers to forego planting and
still receive 92 pct of deficiency payments.
    The administration has strongl');
INSERT INTO reuters VALUES(85,'train',1,1,'CHINA ADDS, CANCELS WHEAT COMMITMENTS - USDA China has added 90,000 tonnes of U.S.
wheat to its purchases for delivery in the 1987/88 season and
cancelled 30,000 tonnes of wheat purchases for delivery in the
1986/87 season, the U.S. Agriculture Department said.
    According to the department''s Export Sales Report covering
transactions in the week ended February 26, China has
outstanding wheat commitments for the 1986/87 season of 30,000
tonnes and 420,000 tonnes for delivery in the 1987/88 season.
    The wheat season begins June 1.
    China has total corn commitments for 1986/87 of 1,011,20');
INSERT INTO reuters VALUES(86,'train',0,1,'HOUSE 0/92 FARM PLAN MARKUP DELAYED TILL TUESDAY A House Agriculture Committee meeting
to draft a disaster aid bill containing a controversial 0/92
provision has been postponed until next Tuesday, committee
staff members announced.
    The bill contains a provision implementing a 0/92 acreage
reduction plan for 1986 wheat and 1987 winter wheat, thereby
making payments available to farmers who were not able to plant
last year''s winter wheat crop because of flooding.
    Controversy exists over whether the 0/92 provisions of the
bill should be expanded, cut back or left as is.
 Reuter
&#3;');
INSERT INTO reuters VALUES(87,'train',1,1,'BRAZIL SUSPENDS IMPORT OF 500,000 TONNES MAIZE Brazil has suspended the importation
of 500,000 tonnes of maize ordered last year because of the
excellent domestic maize harvest expected this year,
Agriculture Minister Iris Resende said.
    The Agriculture Ministry expects a record maize crop of
27.7 mln tonnes, a 36 pct increase on last year''s crop of 20.3
mln tonnes.
    Brazil''s total grain crop is expected to be 65.3 mln
tonnes. "This is a record in the history of Brazilian
agriculture," a ministry spokesman said.
    Resende announced suspension of the maize imports at a news
conference i');
INSERT INTO reuters VALUES(88,'train',1,1,'USDA COMMENTS ON EXPORT SALES  Corn sales gained 2,494,900 tonnes in
the week ended February 26, the highest weekly total since
August 1984 and two and three-quarter times the prior week''s
level, the U.S. Agriculture Department said.
    In comments on its Export Sales Report, the department said
sales of 1.0 mln tonnes to the USSR -- previously reported
under the daily reporting system -- were the first sales for
delivery to the USSR under the fourth year of the U.S.-USSR
Grains Supply Agreement, which began October 1.
    Japan added 689,700 tonnes to previous purchases and sales
to unknown ');
INSERT INTO reuters VALUES(89,'train',0,1,'HOUSE 0/92 PLAN SEEN SCALED-BACK TO 1987 WHEAT Key members of the House Agriculture
committee have agreed to scale-back the 0/92 provision of a
pending disaster aid bill to cover only 1987 crop wheat, but a
broader 0/92 proposal is likely to be resurrected later,
Congressional sources said.
    The sources said key lawmakers including Reps. Glenn
English (D-Okla.), and Dan Glickman (D-Kan.) agreed to support
an amendment to be offered next week by Rep. Charles Stenholm
(D-Tex.) which would limit 0/92 only to producers of 1987 crop
winter and spring wheat.
    This would scale-back the 0/92 pro');
INSERT INTO reuters VALUES(90,'train',0,1,'U.S. SENATE GROUP URGES SUBSIDIES FOR USSR A majority of the Senate Agriculture
Committee urged President Reagan to reverse his opposition to
export subsidies to the Soviet Union as a way to get its
negotiators to purchase some 500 mln dlrs in American wheat.
    The group, led by committee chairman Patrick Leahy, a
Vermont Democrat, urged Reagan to step up negotiations with the
Soviet Union by providing export subsidies to help U.S.
farmers.
 Reuter
&#3;');
INSERT INTO reuters VALUES(91,'train',0,1,'ARGENTINA-BRAZIL TRADE JUMPED 90 PCT IN 1986 Trade between Argentina and Brazil
jumped 90 pct in 1986 versus 1985, Foreign Minister Dante
Caputo said.
    Speaking to reporters, Caputo said the near doubling in
trade showed the "tangible and immediate results" of a wide-
ranging economic integration accord signed by the presidents of
both countries last July.
    He said trade last year totalled 1.3 billion dlrs versus
700 mln dlrs in 1985.
    The accord provided for capital goods trade between the two
countries to rise to 2.0 billion dlrs over four years.
    Argentine wheat exports to Brazi');
INSERT INTO reuters VALUES(92,'train',1,1,'CANADA RULES U.S. CORN INJURING CANADIAN FARMERS, UPHOLDS DUTY 
 ');
INSERT INTO reuters VALUES(93,'train',1,1,'CANADA RULES U.S. CORN INJURING CANADIAN  FARMERS, UPHOLDS DUTY
 ');
INSERT INTO reuters VALUES(94,'train',1,1,'CANADA UPHOLDS COUNTERVAIL DUTY ON U.S. CORN The Canadian Import Tribunal ruled today
subsidized U.S. corn imports were injurious to Canadian growers
and upheld a countervailing duty of 84.9 U.S. cts a bushel set
earlier this year.
    The ruling is the result of trade action launched in 1985
by the Ontario Corn Producers Association that contended U.S.
subsidies were driving American corn prices below Canadian
production costs.
    A spokesman for the Department of Revenue said a study of
the level of the duty will be undertaken in the next six months
to determine if it should be adjusted.
 R');
INSERT INTO reuters VALUES(95,'train',1,1,'LYNG DISAPPOINTED BY CANADA CORN INJURY DECISION U.S. Agriculture Secretary Richard
Lyng said he is "very disappointed" by a Canadian government
finding that U.S. corn has injured Ontario Corn growers.
    "This action is not helpful in the context of the ongoing
U.S.-Canada free trade talks or in the new round of
multilateral trade negotiations," Lyng said in a statement.
    The Canadian government today said Ottawa would continue to
apply a duty of 84.9 cents per bushel on U.S. corn imports.
    Lyng said the U.S. made a case that U.S. corn imports are
not the cause of any problem of Canadi');
INSERT INTO reuters VALUES(96,'train',1,1,'U.S. WHEAT GROWERS WANT EEP TO SOVIET UNION The U.S. National Association of
Wheat Growers (NAWG) urged the Reagan administration offer the
Soviet Union wheat under the export enhancement program (eep).
    In a letter to Agriculture Secretary Richard Lyng, NAWG
stated its "strong support" for an eep offer to Moscow.
    "We believe that a solid case continues to exist for Soviet
EEP eligibility, and the recently announced and reported Soviet
purchases of U.S. corn indicate a Soviet willingness to
purchase U.S. grain if it is competitively priced," NAWG said.
    "Consequently, we believe it i');
INSERT INTO reuters VALUES(97,'train',0,1,'USSR WHEAT BONUS OFFER SAID STILL UNDER DEBATE The Reagan administration continues
to debate whether to offer subsidized wheat to the Soviet
Union, but would need assurances from the Soviets that they
would buy the wheat before the subsidy offer would be made, a
senior U.S. Agriculture Department official said.
    "I think it still is under active debate whether or not it
would be advisable" to make an the export enhancement offer to
the Soviets, Thomas Kay, administrator of the department''s
Foreign Agriculture Service, told Reuters.
    "We''d need some assurances from them (the Soviets) that');
INSERT INTO reuters VALUES(98,'train',1,1,'CANADA CORN DECISION UNJUSTIFIED - YEUTTER U.S. trade representative Clayton
Yeutter said Canada''s finding announced today that U.S. corn
imports injure Canadian farmers is "totally unjustified."
    "U.S. corn exports to Canada are so small that it is
inconceivable that they injure Canadian corn farmers by any
reasonable measure," Yeutter said in a statement.
    He said if other countries follow Canada''s lead it could
result in "a rash of protectionist actions throughout the
world." French corn growers have recently indicated they will
challenge U.S. corn gluten feed shipments to Europe.
   ');
INSERT INTO reuters VALUES(99,'train',1,1,'MGE PLANNING APRIL 6 START UP OF HFCS CONTRACT The Minneapolis Grain Exchange (MGE)
will start trading futures contracts in high fructose corn
syrup on April 6 if the Commodity Futures Trading Commission
(CFTC) approves the contract as expected next week.
    Pat Henderson, spokesperson for the MGE, said the exchange
expects contract approval at CFTC''s Tuesday meeting. It has
been under review since the exchange submitted the proposal in
December, 1985.
    The proposed contract is based on 48,000 pound lots of
55-pct high fructose corn syrup, the equivalent of one tank
truck of the sweetening');
INSERT INTO reuters VALUES(100,'train',1,1,'U.S. FEEDGRAINS GROUP ATTACKS CANADA CORN RULING The U.S. Feedgrains Council is
surprised and disappointed by the Canadian Import Tribunal''s
decision that imports of corn from the U.S. are materially
injuring Canadian corn producers, a council spokesman said.
    "At a time when the world is attempting to liberalize trade
in the new rounnd of multilateral negotiations, it is
incomprehensible that a country that stands to gain so much
from the reduction in agricultural trade barriers would
threaten that process by caving in to pressures for
protectionism," council president Darwin E. Stolte sai');
INSERT INTO reuters VALUES(101,'train',0,1,'LYNG SAYS NO DECISIONS TAKEN AT CABINET COUNCIL U.S. Agriculture Secretary Richard
Lyng said no decisions were taken today at a White House
Economic Policy Council meeting.
    Speaking to reporters on his return from the meeting, Lyng
said only about five minutes of the session dealt with
agriculture issues.
    "It was not a decision making meeting," Lyng said.
    Aides to Lyng earlier said the administration''s agriculture
legislative proposals would be the farm-related topic on the
agenda. Lyng would not comment on what farm issues were
discussed.
    Asked how he would respond to farm gro');
INSERT INTO reuters VALUES(102,'train',0,1,'U.S. FEEDGRAIN 0/92 SUPPORTERS EVALUATE POSITION Advocates of a 0/92 plan for
feedgrains will likely delay offering their proposals if a
disaster aid bill before the House Agriculture Committee is
scaled back to include only 1987 winter wheat, congressional
sources said.
    The disaster aid bill, introduced by Rep. Glenn English
(D-Okla.), sparked sharp controversy with its proposals to
implement a 0/92 program for 1987 wheat and 1988 winter wheat.
    An agreement has been reached to trim the bill back to 1987
wheat, but supporters of a 0/92 feedgrains plan said even that
scaled-down version');
INSERT INTO reuters VALUES(103,'train',1,1,'U.S. CORN GROWERS BLAST CANADA CORN RULING Canada''s ruling in favor of a duty on
U.S. corn was a keen disappointment to the National Corn
Growers Association and has set a dangerous precedent for other
nations to follow, said Mike Hall, lobbyist for the
association.
    "The French corn growers will clearly charge ahead now and
just change corn to corn gluten feed" in their complaint, Hall
told Reuters.
    A Canadian government agency ruled today that U.S. farm
policies are causing injury to Canadian corn farrmers and
supported an earlier imposed countervailing duty of about 85
cts per bushel');
INSERT INTO reuters VALUES(104,'train',1,1,'U.S. FARM PROGRAMS HELP CANADIAN CORN PRODUCERS An American Farm Bureau
Federation (AFBF) official said that far from hurting Canadian
corn producers, U.S. farm programs benefit all foreign
producers.
    AFBF president Dean Kleckner made the comments in response
to the ruling earlier today by the Canadian Import Tribunal
that subsidized U.S. corn imports were injurious to Canadian
growers. The tribunal upheld a countervailing duty of 84.9 U.S.
cents a bushel.
    "Farm Bureau specialists went to Ottawa and testified
previous U.S. farm programs have actually benefited all foreign
producers by ');
INSERT INTO reuters VALUES(105,'train',0,0,'BAHIA COCOA REVIEW Showers continued throughout the week in
the Bahia cocoa zone, alleviating the drought since early
January and improving prospects for the coming temporao,
although normal humidity levels have not been restored,
Comissaria Smith said in its weekly review.
    The dry period means the temporao will be late this year.
    Arrivals for the week ended February 22 were 155,221 bags
of 60 kilos making a cumulative total for the season of 5.93
mln against 5.81 at the same stage last year. Again it seems
that cocoa delivered earlier on consignment was included in the
arrivals figure');
INSERT INTO reuters VALUES(106,'train',0,0,'CHAMPION PRODUCTS &lt;CH> APPROVES STOCK SPLIT Champion Products Inc said its
board of directors approved a two-for-one stock split of its
common shares for shareholders of record as of April 1, 1987.
    The company also said its board voted to recommend to
shareholders at the annual meeting April 23 an increase in the
authorized capital stock from five mln to 25 mln shares.
 Reuter
&#3;');
INSERT INTO reuters VALUES(107,'train',0,0,'COMPUTER TERMINAL SYSTEMS &lt;CPML> COMPLETES SALE Computer Terminal Systems Inc said
it has completed the sale of 200,000 shares of its common
stock, and warrants to acquire an additional one mln shares, to
&lt;Sedio N.V.> of Lugano, Switzerland for 50,000 dlrs.
    The company said the warrants are exercisable for five
years at a purchase price of .125 dlrs per share.
    Computer Terminal said Sedio also has the right to buy
additional shares and increase its total holdings up to 40 pct
of the Computer Terminal''s outstanding common stock under
certain circumstances involving change of contr');
INSERT INTO reuters VALUES(108,'train',0,0,'COBANCO INC &lt;CBCO> YEAR NET Shr 34 cts vs 1.19 dlrs
    Net 807,000 vs 2,858,000
    Assets 510.2 mln vs 479.7 mln
    Deposits 472.3 mln vs 440.3 mln
    Loans 299.2 mln vs 327.2 mln
    Note: 4th qtr not available. Year includes 1985
extraordinary gain from tax carry forward of 132,000 dlrs, or
five cts per shr.
 Reuter
&#3;');
INSERT INTO reuters VALUES(109,'train',0,0,'OHIO MATTRESS &lt;OMT> MAY HAVE LOWER 1ST QTR NET Ohio Mattress Co said its first
quarter, ending February 28, profits may be below the 2.4 mln
dlrs, or 15 cts a share, earned in the first quarter of fiscal
1986.
    The company said any decline would be due to expenses
related to the acquisitions in the middle of the current
quarter of seven licensees of Sealy Inc, as well as 82 pct of
the outstanding capital stock of Sealy.
    Because of these acquisitions, it said, first quarter sales
will be substantially higher than last year''s 67.1 mln dlrs.
    Noting that it typically reports first qu');
INSERT INTO reuters VALUES(110,'train',0,0,'AM INTERNATIONAL INC &lt;AM> 2ND QTR JAN 31 Oper shr loss two cts vs profit seven cts
    Oper shr profit 442,000 vs profit 2,986,000
    Revs 291.8 mln vs 151.1 mln
    Avg shrs 51.7 mln vs 43.4 mln
    Six mths
    Oper shr profit nil vs profit 12 cts
    Oper net profit 3,376,000 vs profit 5,086,000
    Revs 569.3 mln vs 298.5 mln
    Avg shrs 51.6 mln vs 41.1 mln
    NOTE: Per shr calculated after payment of preferred
dividends.
    Results exclude credits of 2,227,000 or four cts and
4,841,000 or nine cts for 1986 qtr and six mths vs 2,285,000 or
six cts and 4,104,000 or 11 cts for prior ');
INSERT INTO reuters VALUES(111,'train',0,0,'BROWN-FORMAN INC &lt;BFD> 4TH QTR NET Shr one dlr vs 73 cts
    Net 12.6 mln vs 15.8 mln
    Revs 337.3 mln vs 315.2 mln
    Nine mths
    Shr 3.07 dlrs vs 3.08 dlrs
    Net 66 mln vs 66.2 mln
    Revs 1.59 billion vs 997.1 mln
 Reuter
&#3;');
INSERT INTO reuters VALUES(112,'train',0,0,'DEAN FOODS &lt;DF> SEES STRONG 4TH QTR EARNINGS Dean Foods Co expects earnings for the
fourth quarter ending May 30 to exceed those of the same
year-ago period, Chairman Kenneth Douglas told analysts.
    In the fiscal 1986 fourth quarter the food processor
reported earnings of 40 cts a share.
    Douglas also said the year''s sales should exceed 1.4
billion dlrs, up from 1.27 billion dlrs the prior year.
    He repeated an earlier projection that third-quarter
earnings "will probably be off slightly" from last year''s 40
cts a share, falling in the range of 34 cts to 36 cts a share.
    Douglas');
INSERT INTO reuters VALUES(113,'train',0,0,'MAGMA LOWERS COPPER 0.75 CENT TO 66 CTS Magma Copper Co, a subsidiary of Newmont
Mining Corp, said it is cutting its copper cathode price by
0.75 cent to 66 cents a lb, effective immediately.
 Reuter
&#3;');
INSERT INTO reuters VALUES(114,'train',0,0,'BROWN-FORMAN &lt;BFDB> SETS STOCK SPLIT, UPS PAYOUT Brown-Forman Inc said its board
has approved a three-for-two stock split and a 35 pct increase
in the company cash dividend.
    The company cited its improved earnings outlook and
continued strong cash flow as reasons for raising the dividend.
    Brown-Forman said the split of its Class A and Class B
common shares would be effective March 13.
    The company said directors declared a quarterly cash
dividend on each new share of both classes of 28 cts, payable
April one to holders of record March 20. Prior to the split,
the company had paid ');
INSERT INTO reuters VALUES(115,'train',0,0,'ESQUIRE RADIO AND ELECTRONICS INC &lt;EE> 4TH QTR Shr profit 15 cts vs profit four cts
    Annual div 72 cts vs 72 cts prior yr
    Net profit 72,000 vs profit 16,000
    Revs 7,075,000 vs 2,330,000
    12 mths
    Shr profit 42 cts vs loss 11 cts
    Net profit 203,000 vs loss 55,000
    Revs 16.1 mln vs 3,971,000
    NOTE: annual dividend payable April 10, 1987, to
stockholders of record on March 27, 1987.
 Reuter
&#3;');
INSERT INTO reuters VALUES(116,'train',0,0,'UNITED PRESIDENTIAL CORP &lt;UPCO> 4TH QTR NET Shr 39 cts vs 50 cts
    Net 1,545,160 vs 2,188,933
    Revs 25.2 mln vs 19.5 mln
    Year
    Shr 1.53 dlrs vs 1.21 dlrs
    Net 6,635,318 vs 5,050,044
    Revs 92.2 mln vs 77.4 mln
    NOTE: Results include adjustment of 848,600 dlrs or 20 cts
shr for 1986 year and both 1985 periods from improvement in
results of its universal life business than first estimated.
 Reuter
&#3;');
INSERT INTO reuters VALUES(117,'train',0,0,'JANUARY HOUSING SALES DROP, REALTY GROUP SAYS Sales of previously owned homes
dropped 14.5 pct in January to a seasonally adjusted annual
rate of 3.47 mln units, the National Association of Realtors
(NAR) said.
    But the December rate of 4.06 mln units had been the
highest since the record 4.15 mln unit sales rate set in
November 1978, the group said.
    "The drop in January is not surprising considering that a
significant portion of December''s near-record pace was made up
of sellers seeking to get favorable capital gains treatment
under the old tax laws," said the NAR''s John Tuccillo.
 Reu');
INSERT INTO reuters VALUES(118,'train',0,0,'ASSETS OF MONEY MARKET MUTUAL FUNDS ROSE 720.4 MLN DLRS IN LATEST WEEK
 ');
INSERT INTO reuters VALUES(119,'train',0,0,'OWENS AND MINOR INC &lt;OBOD> RAISES QTLY DIVIDEND Qtly div eights cts vs 7.5 cts prior
    Pay March 31
    Record March 13
 Reuter
&#3;');
INSERT INTO reuters VALUES(120,'train',0,0,'COMPUTER LANGUAGE RESEARCH IN &lt;CLRI> 4TH QTR Shr loss 22 cts vs loss 18 cts
    Net loss 3,035,000 vs loss 2,516,000
    Revs 20.9 mln vs 19.6 mln
    Qtly div three cts vs three cts prior
    Year
    Shr profit two cts vs profit 34 cts
    Net profit 215,000 vs profit 4,647,000
    Revs 93.4 mln vs 98.7 mln
    NOTE: Dividend payable April one to shareholders of record
March 17.
 Reuter
&#3;');
INSERT INTO reuters VALUES(121,'train',0,0,'&lt;CINRAM LTD> 4TH QTR NET Shr 45 cts vs 58 cts
    Net 1.1 mln vs 829,000
    Sales 7.9 mln vs 9.4 mln
    Avg shrs 2,332,397 vs 1,428,000
    Year
    Shr 1.22 dlrs vs 1.06 dlrs
    Net 2.9 mln vs 1.5 mln
    Sales 25.7 mln vs 22.2 mln
    Avg shrs 2,332,397 vs 1,428,000
 Reuter
&#3;');
INSERT INTO reuters VALUES(122,'train',0,0,'STANDARD TRUSTCO SEES BETTER YEAR Standard Trustco said it expects earnings
in 1987 to increase at least 15 to 20 pct from the 9,140,000
dlrs, or 2.52 dlrs per share, recorded in 1986.
    "Stable interest rates and a growing economy are expected to
provide favorable conditions for further growth in 1987,"
president Brian O''Malley told shareholders at the annual
meeting.
    Standard Trustco previously reported assets of 1.28 billion
dlrs in 1986, up from 1.10 billion dlrs in 1985. Return on
common shareholders'' equity was 18.6 pct last year, up from 15
pct in 1985.
 Reuter
&#3;');
INSERT INTO reuters VALUES(123,'train',0,0,'HANDY AND HARMAN &lt;HNH> 4TH QTR LOSS Shr loss 51 cts vs loss three cts
    Net loss 7,041,000 vs loss 467,000
    Rev 138.9 mln vs 131.4 mln
    12 months
    Shr loss 64 cts vs profit 46 cts
    Net loss 8,843,000 vs profit 6,306,0000
    Rev 558.9 mln vs 556.7 mln
    NOTE: Net loss for 4th qtr 1986 includes charge for
restructuring of 2.6 mln dlrs after tax, or 19 cts a share.
    1986 net loss includes after tax special charge of 2.7 mln
dlrs, or 20 cts a share.
   
 Reuter
&#3;');
INSERT INTO reuters VALUES(124,'train',0,0,'ICO PRODUCERS TO PRESENT NEW COFFEE PROPOSAL International Coffee Organization, ICO,
producing countries will present a proposal for reintroducing
export quotas for 12 months from April 1 with a firm
undertaking to try to negotiate up to September 30 any future
quota distribution on a new basis, ICO delegates said.
    Distribution from April 1 would be on an unchanged basis as
in an earlier producer proposal, which includes shortfall
redistributions totalling 1.22 mln bags, they said.
    Resumption of an ICO contact group meeting with consumers,
scheduled for this evening, has been postponed');
INSERT INTO reuters VALUES(125,'train',0,0,'MCLEAN''S &lt;MII> U.S. LINES SETS ASSET TRANSFER McLean Industries Inc''s United
States Lines Inc subsidiary said it has agreed in principle to
transfer its South American service by arranging for the
transfer of certain charters and assets to &lt;Crowley Mariotime
Corp>''s American Transport Lines Inc subsidiary.
    U.S. Lines said negotiations on the contract are expected
to be completed within the next week. Terms and conditions of
the contract would be subject to approval of various regulatory
bodies, including the U.S. Bankruptcy Court.
 Reuter
&#3;');
INSERT INTO reuters VALUES(126,'train',0,0,'CHEMLAWN &lt;CHEM> RISES ON HOPES FOR HIGHER BIDS ChemLawn Corp &lt;CHEM> could attract a
higher bid than the 27 dlrs per share offered by Waste
Management Inc &lt;WNX>, Wall Street arbitrageurs said.
    Shares of ChemLawn shot up 11-5/8 to 29-3/8 in
over-the-counter- trading with 3.8 mln of the company''s 10.1
mln shares changing hands by late afternoon.
    "This company could go for 10 times cash flow or 30 dlrs,
maybe 32 dollars depending on whether there is a competing
bidder," an arbitrageur said. Waste Management''s tender offer,
announced before the opening today, expires March 25.
    ');
INSERT INTO reuters VALUES(127,'train',0,0,'U.S. SUGAR IMPORTS DOWN IN WEEK - USDA Sugar imports subject to the U.S.
sugar import quota during the week ended January 9, the initial
week of the 1987 sugar quota year, totaled 5,988 short tons
versus 46,254 tons the previous week, the Agriculture
Department said.
    The sugar import quota for the 1987 quota year
(January-December) has been set at 1,001,430 short tons
compared with 1,850,000 tons in the 1986 quota year, which was
extended three months to December 31.
    The department said the Customs Service has reported that
weekly and cumulative imports are reported on an actual weight');
INSERT INTO reuters VALUES(128,'train',0,0,'BRAZIL ANTI-INFLATION PLAN LIMPS TO ANNIVERSARY inflation
plan, initially hailed at home and abroad as the saviour of the
economy, is limping towards its first anniversary amid soaring
prices, widespread shortages and a foreign payments crisis.
    Announced last February 28 the plan froze prices, fixed the
value of the new Cruzado currency and ended widespread
indexation of the economy in a bid to halt the country''s 250
pct inflation rate.
    But within a year the plan has all but collapsed.
    "The situation now is worse than it was. Although there was
inflation, at least the economy worke');
INSERT INTO reuters VALUES(129,'train',0,0,'N.Z. OFFICIAL FOREIGN RESERVES FALL IN JANUARY New Zealand''s official foreign
reserves fell to 7.15 billion N.Z. Dlrs in January from 7.20
billion dlrs in December and compared with 3.03 billion a year
ago period, the Reserve Bank said in its weekly statistical
bulletin.
 Reuter
&#3;');
INSERT INTO reuters VALUES(130,'train',0,0,'AGENCY REPORTS 39 SHIPS WAITING AT PANAMA CANAL The Panama Canal Commission, a U.S.
government agency, said in its daily operations report that
there was a backlog of 39 ships waiting to enter the canal
early today. Over the next two days it expects --              
             2/26  2/27
                       Due: 27    35
      Scheduled to Transit: 35    41
           End-Day Backlog: 31    25
    Average waiting time tomorrow --
         Super Tankers  Regular Vessels
 North End:  13 hrs      15 hrs
 South End:   4 hrs      26 hrs
 Reuter
&#3;');
INSERT INTO reuters VALUES(131,'train',0,0,'AMERICA FIRST MORTGAGE SETS SPECIAL PAYOUT &lt;America First Federally Guaranteed
Mortgage Fund Two> said it is making a special distribution of
71.6 cts per exchangeable unit, which includes 67.62 cts from
return on capital and 3.98 cts from income gains.
 Reuter
&#3;');
INSERT INTO reuters VALUES(132,'train',0,0,'EMHART CORP &lt;EMH> QTLY DIVIDEND Qtly div 35 cts vs 35 cts prior
    Payable March 31
    Record March nine

 Reuter
&#3;');
INSERT INTO reuters VALUES(133,'train',0,0,'AM INTERNATIONAL &lt;AM> CITES STRONG PROSPECTS AM International Inc, reporting an
operating loss for the January 31 second quarter, said
prospects for the balance of the fiscal year remain good.
    It said orders at its Harris Graphics subsidiary, acquired
in June 1986, "continue to run at a strong pace." For the six
months, orders rose 35 pct over the corresponding prior-year
period, or on an annualized basis are running at about 630 mln
dlrs.
    The backlog at Harris is up 30 pct from the beginning of
the fiscal year, AM said.
    AM International said its old division are expected to
ben');
INSERT INTO reuters VALUES(134,'train',0,0,'ASSETS OF U.S. MONEY FUNDS ROSE IN WEEK Assets of money market mutual funds
increased 720.4 mln dlrs in the week ended yesterday to 236.90
billion dlrs, the Investment Company Institute said.
    Assets of 91 institutional funds rose 356 mln dlrs to 66.19
billion dlrs, 198 general purpose funds rose 212.5 mln dlrs to
62.94 billion dlrs and 92 broker-dealer funds rose 151.9 mln
dlrs to 107.77 billion dlrs.
 Reuter
&#3;');
INSERT INTO reuters VALUES(135,'train',0,0,'GULF BARGE FREIGHT RATES UP FURTHER ON CALL Gulf barge freight rates firmed again on
the outlook for steady vessel loadings at the Gulf, increasing
the demand for barges to supply those ships, dealers said.
    No barges traded today on the St Louis Merchants'' Exchange
call session, versus 29 yesterday.
    Quotes included -
 - Delivery this week on the Illinois River (Joliet) 135 pct of
tariff bid/140 offered, with next week same river (ex Chicago)
quoted the same - both up 2-1/2 percentage points.
 - Next week Mississippi River (St Louis) 120 pct bid/127-1/2
offered - up five points.
 - Next');
INSERT INTO reuters VALUES(136,'train',0,0,'GULF APPLIED &lt;GATS> SELLS UNITS, SEES GAIN Gulf Applied Technologies Inc said it
sold its pipeline and terminal operations units for 12.2 mln
dlrs and will record a gain of 2.9 mln dlrs in the first
quarter.
    It added that any federal taxes owed on the transaction
will be offset by operating loss carryovers.
 Reuter
&#3;');
INSERT INTO reuters VALUES(137,'train',0,0,'FARMERS GROUP INC &lt;FGRP> 4TH QTR NET Shr 80 cts vs 72 cts
    Net 55,513,000 vs 48,741,000
    Revs 290.9 mln vs 264.2 mln
    Year
    Shr 3.09 dlrs vs 2.72 dlrs
    Net 213,470,000 vs 184,649,000
    Revs 1.12 billion vs 992.9 mln
    Avg shrs 69,127,000 vs 68,004,000
 Reuter
&#3;');
INSERT INTO reuters VALUES(138,'train',0,0,'POTOMAC ELECTRIC POWER CO &lt;POM> JAN NET Shr 27 cts vs 29 cts
    Net 13,555,000 vs 14,635,000
    Revs 104,606,000 vs 110,311,000
    Avg shrs 47.2 mln vs 47.1 mln
    12 mths
    Shr 4.10 dlrs vs 3.66 dlrs
    Net 226,653,000 vs 186,790,000
    Revs 1.4 billion vs 1.3 billion
    Avg shr 47.1 mln vs 47.1 mln
   
    NOTE: latest 12 mths net includes gain 46 cts per share for
sale of Virginia service territory to Dominion Resources Inc
&lt;D>.
 Reuter
&#3;');
INSERT INTO reuters VALUES(139,'train',0,0,'&lt;COFAB INC> BUYS GULFEX FOR UNDISCLOSED AMOUNT CoFAB Inc said it acquired &lt;Gulfex Inc>,
a Houston-based fabricator of custom high-pressure process
vessels for the energy and petrochemical industries.
    CoFAB said its group of companies manufacture specialized
cooling and lubricating systems for the oil and gas,
petrochemical, utility, pulp and paper and marine industries.
 Reuter
&#3;');
INSERT INTO reuters VALUES(140,'train',0,0,'U.S. WEEKLY SOYBEAN CRUSH 21,782,929 BUSHELS Reporting members of the National
Soybean Processors Association (NSPA) crushed 21,782,929
bushels of soybeans in the week ended Feb 25 compared with
22,345,718 bushels in the previous week and 16,568,000 in the
year-ago week, the association said.
    It said total crushing capacity for members was 25,873,904
bushels vs 25,873,904 last week and 25,459,238 bushels last
year.
    NSPA also said U.S. soybean meal exports in the week were
117,866 tonnes vs 121,168 tonnes a week ago and compared with
84,250 tonnes in the year-ago week.
    NSPA said the');
INSERT INTO reuters VALUES(141,'train',0,0,'TULTEX CORP &lt;TTX> SETS QUARTERLY DIVIDEND Qtly div eights cts vs eight cts prior
    Pay April one
    Record March 13
 Reuter
&#3;');
INSERT INTO reuters VALUES(142,'train',0,0,'ATICO FINANCIAL CORP &lt;ATFC> 4TH QTR NET Shr 30 cts vs 5.92 dlrs
    Net 1,142,000 vs 16.0 mln
    Revs 10.6 mln vs 24.2 mln
    Year
    Shr 90 cts vs 6.20 dlrs
    Net 3,320,000 vs 16.9 mln
    Revs 45.00 mln vs 26.2 mln
    NOTE: 1986 4th qtr and yr amounts include acquisition of
98.8 pct of common of Atico, formerly Peninsula Federal Savings
and Loan Association, on January 24, 1986.
    1985 4th qtr and yr net include net gain of 15.9 mln dlrs
or 5.86 dlrs per share on exchange of common of Pan America
Banks Inc for common of NCNB Corp purusant to a merger of the
companies.
 Reuter
&#3;');
INSERT INTO reuters VALUES(143,'train',0,0,'ICO EXPORTERS TO MODIFY NEW PROPOSAL International Coffee Organization (ICO)
exporters will modify their new proposal on quota resumption
before presenting it to importers tomorrow, ICO delegates said.
    The change, which will be discussed tonight informally
among producers, follows talks after the formal producer
session with the eight-member producer splinter group and will
affect the proposed quota distribution for 12 months from April
one, they said.
    The proposed share-out would still include shortfall
declarations, they said.
 Reuter
&#3;');
INSERT INTO reuters VALUES(144,'train',0,0,'U.S. COMMERCIAL PAPER FALLS 375 MLN DLRS IN FEB 18 WEEK, FED SAYS
 ');
INSERT INTO reuters VALUES(145,'train',0,0,'N.Y. BUSINESS LOANS FALL 195 MLN DLRS IN FEB 18 WEEK, FED SAYS
 ');
INSERT INTO reuters VALUES(146,'train',0,0,'NEW YORK BANK DISCOUNT WINDOW BORROWINGS 64 MLN DLRS IN FEB 25 WEEK
 ');
INSERT INTO reuters VALUES(147,'train',0,0,'NEW YORK BUSINESS LOANS FALL 195 MLN DLRS Commercial and industrial loans on the
books of the 10 major New York banks, excluding acceptances,
fell 195 mln dlrs to 65.06 billion in the week ended February
18, the Federal Reserve Bank of New York said.
    Including acceptances, loans declined 114 mln dlrs to 65.89
billion.
    Commercial paper outstanding nationally dropped 375 mln
dlrs to 336.63 billion.
    National business loan data are scheduled to be released on
Friday.
 Reuter
&#3;');
INSERT INTO reuters VALUES(148,'train',0,0,'N.Y. BANK DISCOUNT BORROWINGS 64 MLN DLRS The eight major New York City banks had
64 mln dlrs in average borrowings from the Federal Reserve in
the week to Wednesday February 25, a Fed spokesman said.
    The week marked the second half of the two-week bank
statement period that ended on Wednesday. The banks had no
borrowings in the prior week.
    Commenting on the latest week, a Fed spokesman said that
all of the borrowing occurred yesterday and was done by fewer
than half of the banks.
    National data on discount window borrowings are due to be
released at 1630 EST (2130 GMT).

 Reuter
&#');
INSERT INTO reuters VALUES(149,'train',0,0,'PHILIPPINE LONG DISTANCE &lt;PHI> YEAR NET Shr primary 95.30 pesos vs 29.71 pesos
    Shr diluted 61.11 pesos vs 18.49 pesos
    Qtly div 1.25 pesos vs 1.25 pesos
    Net 1.9 billion vs 779 mln
    Revs 6.1 billion vs 4.7 billion
    NOTE: Full name Philippine Long Distance Telephone Co.
    Figures quoted in Philippine Pesos.
    Dividend payable April 15 to holders or record March 13.
Exchange rate on day of dividend declaration was 20.792 pesos
per dollar.
 Reuter
&#3;');
INSERT INTO reuters VALUES(150,'train',0,0,'LIBERTY ALL-STAR EQUITY FUND INITIAL DIV Qtly div five cts vs N.A.
    Payable April two
    Record March 20
    NOTE:1986 dividend includes special two cts per share for
the period beginning with the fund''s commencement of operations
on Novebmer three through December 31, 1986.
 Reuter
&#3;');
INSERT INTO reuters VALUES(151,'train',0,0,'COMBUSTION ENGINEERING INC &lt;CSP> REGULAR DIV Qtly div 25 cts vs 25 cts prior
    Pay April 30
    Record April 16
 Reuter
&#3;');
INSERT INTO reuters VALUES(152,'train',0,0,'TONKA CORP &lt;TKA> RAISES DIVIDEND Qtly div two cts vs 1.7 cts
    Pay March 26
    Record March 12
 Reuter
&#3;');
INSERT INTO reuters VALUES(153,'train',0,0,'BDM INTERNATIONAL &lt;BDM> INCREASES QTRLY DIVS Annual div Class A 14 cts vs 12 cts prior
    Annual div Class B 12.1 cts vs 10.4 cts prior
    Payable April one
    Record March 20
    NOTE: full name is BDM International Inc.
 Reuter
&#3;');
INSERT INTO reuters VALUES(154,'train',0,0,'SYSTEMATICS INC &lt;SYST> REGULAR PAYOUT Qtly div three cts vs three cts prior
    Pay March 13
    Record February 27
 Reuter
&#3;');
INSERT INTO reuters VALUES(155,'train',0,0,'U.S. M-1 MONEY SUPPLY RISES 2.1 BILLION DLRS IN FEB 16 WEEK, FED SAYS
 ');
INSERT INTO reuters VALUES(156,'train',0,0,'&lt;IVACO INC> YEAR NET Shr 1.11 dlrs vs 1.04 dlrs
    Net 44,092,000 vs 35,145,000
    Revs 1.94 billion vs 1.34 billion
    Note: 1986 results include extraordinary gain of 1,035,000
dlrs or six cts a share from secondary share offering of Canron
unit.
 Reuter
&#3;');
INSERT INTO reuters VALUES(157,'train',0,0,'U.S. BANK DISCOUNT BORROWINGS AVERAGE 310 MLN DLRS IN FEB 25 WEEK, FED SAYS
 ');
INSERT INTO reuters VALUES(158,'train',0,0,'U.S. BANK NET FREE RESERVES 644 MLN DLRS IN TWO WEEKS TO FEB 25, FED SAYS
 ');
INSERT INTO reuters VALUES(159,'train',0,0,'INVESTMENT FIRMS CUT CYCLOPS &lt;CYL> STAKE A group of affiliated New York
investment firms said they lowered their stake in Cyclops Corp
to 260,500 shares, or 6.4 pct of the total outstanding common
stock, from 370,500 shares, or 9.2 pct.
    In a filing with the Securities and Exchange Commission,
the group, led by Mutual Shares Corp, said it sold 110,000
Cyclops common shares on Feb 17 and 19 for 10.0 mln dlrs.
 Reuter
&#3;');
INSERT INTO reuters VALUES(160,'train',0,0,'CORADIAN CORP &lt;CDIN> 4TH QTR NET Shr profit three cts vs loss three cts
    Net profit 363,000 vs loss 197,000
    Revs 3,761,000 vs 2,666,000
    Year
    Shr profit one cent vs loss 37 cts
    Net profit 129,000 vs loss 1,715,000
    Revs 11.4 mln vs 10.9 mln
    Avg shrs 10,694,081 vs 4,673,253
 Reuter
&#3;');
INSERT INTO reuters VALUES(161,'train',0,0,' &#2;
FEDERAL RESERVE WEEKLY REPORT 1 - FEB 26
    Two weeks ended Feb 25      daily avgs-mlns
 Net free reserves.............644 vs.....1,337
 Bank borrowings...............680 vs.......425
 Including seasonal loans.......81 vs........56
 Including extended loans......299 vs.......265
 Excess reserves.............1,025 vs.....1,497
 Required reserves (adj)....55,250 vs....55,366
 Required reserves............N.A. vs......N.A.
 Total reserves...............N.A. vs......N.A.
 Non-borrowed reserves........N.A. vs......N.A.
 Monetary base................N.A. vs......N.A.
                         ');
INSERT INTO reuters VALUES(162,'train',0,0,'N.Z. TRADING BANK DEPOSIT GROWTH RISES SLIGHTLY New Zealand''s trading bank seasonally
adjusted deposit growth rose 2.6 pct in January compared with a
rise of 9.4 pct in December, the Reserve Bank said.
    Year-on-year total deposits rose 30.6 pct compared with a
26.3 pct increase in the December year and 34.5 pct rise a year
ago period, it said in its weekly statistical release.
    Total deposits rose to 17.18 billion N.Z. Dlrs in January
compared with 16.74 billion in December and 13.16 billion in
January 1986.
 Reuter
&#3;');
INSERT INTO reuters VALUES(163,'train',0,0,' &#2;
FEDERAL RESERVE MONEY SUPPLY REPORT - FEB 26
    One Week Ended Feb 16
 M-1.........................736.7 up.......2.1
 Previous week revised to....734.6 From...734.2
 Avge  4 Weeks (Vs Week Ago).735.0 Vs.....733.5
 Avge 13 Weeks (Vs week Ago).731.8 Vs.....729.8
 Monthly aggregates (Adjusted avgs in billions)
 M-1 (Jan vs Dec)............737.6 Vs.....730.5
 M-2 (Jan vs Dec)..........2,820.1 Vs...2,798.4
 M-3 (Jan vs Dec)..........3,513.6 Vs...3,488.1
 L...(Dec vs Nov)..........4,141.5 Vs...4,110.5
 Domestic Debt(Dec vs Nov).7,604.4 Vs...7,519.8

 Reuter
&#3;

');
INSERT INTO reuters VALUES(164,'train',0,0,' &#2;
FEDERAL RESERVE WEEKLY REPORT 3 - FEB 26
    One week ended Feb 25       daily avgs-mlns
 Govts bought outright....193,374 down....1,342
 Govts repurchases............nil unch.........
 Agencies bought outright...7,719 unch.........
 Agencies repurchases.........nil unch.........
 Acceptances repurchases......nil unch.........
 Matched sales..............4,920 vs......3,788
 Including sales with cust..4,369 vs......3,788
 Other Fed assets..........16,806 down....1,161
 Other Fed liabilities......6,421 up........178
 Other deposits with Fed......399 up.........26

 Reuter
&#3;

');
INSERT INTO reuters VALUES(165,'train',0,0,' &#2;
FEDERAL RESERVE WEEKLY REPORT 4 - FEB 26
    One week ended Feb 25       Daily avgs-Mlns
 Foreign deposits.............219 down.......29
 Gold stock................11,059 unch.........
 Custody holdings.........168,348 down......366
 Federal funds rate avg......5.95 vs.......6.21
    Factors on Wednesday, Feb 25
 Bank borrowings............1,239 vs........446
 Including extended credits....92 vs........298
 Matched sales..............8,250 vs......2,998
 Including sales w/cust.....4,392 vs......2,998
 Float........................935 vs......2,125
                                        ');
INSERT INTO reuters VALUES(166,'train',0,0,'WORLD MARKET PRICE FOR UPLAND COTTON - USDA The U.S. Agriculture Department
announced the prevailing world market price, adjusted to U.S.
quality and location, for Strict Low Middling, 1-1/16 inch
upland cotton at 52.69 cts per lb, to be in effect through
midnight March 5.
    The adjusted world price is at average U.S. producing
locations (near Lubbock, Texas) and will be further adjusted
for other qualities and locations. The price will be used in
determining First Handler Cotton Certificate payment rates.
    Based on data for the week ended February 26, the adjusted
world price for upland ');
INSERT INTO reuters VALUES(167,'train',0,0,'SUGAR QUOTA IMPORTS DETAILED -- USDA The U.S. Agriculture Department said
cumulative sugar imports from individual countries during the
1987 quota year, which began January 1, 1987 and ends December
31, 1987 were as follows, with quota allocations for the quota
year in short tons, raw value --
            CUMULATIVE     QUOTA 1987
              IMPORTS     ALLOCATIONS
 ARGENTINA        nil          39,130
 AUSTRALIA        nil          75,530
 BARBADOS         nil           7,500
 BELIZE           nil          10,010
 BOLIVIA          nil           7,500
 BRAZIL           nil         131,950
 ');
INSERT INTO reuters VALUES(168,'train',0,0,'MERIDIAN BANCORP INC &lt;MRDN> SETS REGULAR PAYOUT Qtly div 25 cts vs 25 cts prior
    Pay April one
    Record March 15
 Reuter
&#3;');
INSERT INTO reuters VALUES(169,'train',0,0,'U.S. BANK DISCOUNT BORROWINGS 310 MLN DLRS U.S. bank discount window borrowings
less extended credits averaged 310 mln dlrs in the week to
Wednesday February 25, the Federal Reserve said.
    The Fed said that overall borrowings in the week fell 131
mln dlrs to 614 mln dlrs, with extended credits up 10 mln dlrs
at 304 mln dlrs. The week was the second half of a two-week
statement period. Net borrowings in the prior week averaged 451
mln dlrs.
    Commenting on the two-week statement period ended February
25, the Fed said that banks had average net free reserves of
644 mln dlrs a day, down from');
INSERT INTO reuters VALUES(170,'train',0,0,'AMERICAN EXPRESS &lt;AXP> SEEN IN POSSIBLE SPINNOFF American Express Co remained silent on
market rumors it would spinoff all or part of its Shearson
Lehman Brothers Inc, but some analysts said the company may be
considering such a move because it is unhappy with the market
value of its stock.
    American Express stock got a lift from the rumor, as the
market calculated a partially public Shearson may command a
good market value, thereby boosting the total value of American
Express. The rumor also was accompanied by talk the financial
services firm would split its stock and boost its dividend');
INSERT INTO reuters VALUES(171,'train',0,0,'U.S. M-1 MONEY SUPPLY ROSE 2.1 BILLION DLRS U.S. M-1 money supply rose 2.1 billion
dlrs to a seasonally adjusted 736.7 billion dlrs in the
February 16 week, the Federal Reserve said.
    The previous week''s M-1 level was revised to 734.6 billion
dlrs from 734.2 billion dlrs, while the four-week moving
average of M-1 rose to 735.0 billion dlrs from 733.5 billion.
    Economists polled by Reuters said that M-1 should be
anywhere from down four billion dlrs to up 2.3 billion dlrs.
The average forecast called for a 300 mln dlr M-1 rise.
 Reuter
&#3;');
INSERT INTO reuters VALUES(172,'train',0,0,'LIBERTY ALL-STAR &lt;USA> SETS INITIAL PAYOUT Liberty All-Star Equity Fund said
it declared an initial dividend of five cts per share, payable
April two to shareholders of record March 20.
    It said the dividend includes a quarterly dividend of three
cts a share and a special payout of two cts a share, which
covers the period from November three, 1986, when the fund
began operations, to December 31, 1986.
    The fund said its quarterly dividend rate may fluctuate in
the future.
 Reuter
&#3;');
INSERT INTO reuters VALUES(173,'train',0,0,'CHINESE PORK OUTPUT SEEN LOWER -- USDA High feed prices will cause the
Chinese to reduce hog herd growth and pork production this
year, the U.S. Agriculture Department said.
    In its World Production and Trade Report, the department
said hog numbers at the start of 1987 were estimated at 331.6
mln head, up slightly from 1986, and 10 mln head above earlier
projections for 1987.
    Pork production in 1986 was up 4.2 pct to 17.25 mln tonnes,
slightly below earlier estimates, it said.
    For 1987, production is projected to fall to 17.05 mln
tonnes.
    Feed prices at the end of January were r');
INSERT INTO reuters VALUES(174,'train',0,0,'IVACO SEES MINIMAL FIRST QUARTER EARNINGS (Ivaco Inc) said price pressure on steel
products, particularly in the U.S., and the recent increase in
the value of the Canadian dollar is expected to result in
"minimal" first quarter earnings.
    It said subsequent quarters should show substantial
improvement from first quarter levels but 1987 earnings will
not reach 1986 levels as long as those conditions continue.
     Ivaco earlier reported 1986 profit rose to 44.1 mln dlrs,
after a one mln dlr extraordinary gain, from 35.1 mln dlrs the
previous year. It said demand for the company''s products ar');
INSERT INTO reuters VALUES(175,'train',0,0,'HONG KONG FIRM UPS WRATHER&lt;WCO> STAKE TO 11 PCT Industrial Equity (Pacific) Ltd, a
Hong Kong investment firm, said it raised its stake in Wrather
Corp to 816,000 shares, or 11.3 pct of the total outstanding
common stock, from 453,300 shares, or 6.3 pct.
    In a filing with the Securities and Exchange Commission,
Industrial Equity, which is principally owned by Brierley
Investments Ltd, a publicly held New Zealand company, said it
bought 362,700 Wrather common shares between Feb 13 and 24 for
6.6 mln dlrs.
    When it first disclosed its stake in Wrather earlier this
month, it said it bough');
INSERT INTO reuters VALUES(176,'train',0,0,'COLECO INDUSTRIES INC &lt;CLO> 4TH QTR Shr loss 6.48 DLS VS PROFIT 23 CTS
    Net loss 110.6 mln vs profit 4.1 mln
    Revs 74.0 mln vs 152.0 mln
    Year
    Shr loss 6.52 dlrs vs profit 3.87 dlrs
    net loss 111.2 mln vs profit 64.2 mln
    Revs 501.0 mln vs 776.0 mln
 Reuter
&#3;');
INSERT INTO reuters VALUES(177,'train',0,0,'DIAMOND SHAMROCK (DIA) CUTS CRUDE PRICES Diamond Shamrock Corp said that
effective today it had cut its contract prices for crude oil by
1.50 dlrs a barrel.
    The reduction brings its posted price for West Texas
Intermediate to 16.00 dlrs a barrel, the copany said.
    "The price reduction today was made in the light of falling
oil product prices and a weak crude oil market," a company
spokeswoman said.
    Diamond is the latest in a line of U.S. oil companies that
have cut its contract, or posted, prices over the last two days
citing weak oil markets.
 Reuter
&#3;');
INSERT INTO reuters VALUES(178,'train',0,0,'LIEBERT CORP &lt;LIEB> APPROVES MERGER Liebert Corp said its shareholders
approved the merger of a wholly-owned subsidiary of Emerson
Electric Co &lt;EMR>.
    Under the terms of the merger, each Liebert shareholder
will receive .3322 shares of Emerson stock for each Liebert
share.
 Reuter
&#3;');
INSERT INTO reuters VALUES(179,'train',0,0,'NORTHERN TELECOM PROPOSES TWO-FOR-ONE STOCK SPLIT
 ');
INSERT INTO reuters VALUES(180,'train',0,0,'COLECO INDUSTRIES &lt;CLC> SEES PROFIT IN 1987 Coleco Industries Inc said
it expects to return to profitability in 1987.
    Earlier, Coleco reported a net loss of 111.2 mln dlrs for
the year ended December 31 compared to a profit of 64.2 mln
dlrs in the year earlier.
    In a prepared statement, the company said the dramatic
swing in operating results was due primarily to the steep
decline in sales of Cabbage Patch Kids products from 600 mln
dlrs to 230 mln dlrs.
    Coleco said it changed from a single product company to a
more diversified organization through four major acquisitions
last ye');
INSERT INTO reuters VALUES(181,'train',0,0,' &#2;
FEDERAL RESERVE WEEKLY REPORT 1 - FEB 26
    Two weeks ended Feb 25      daily avgs-mlns
 Net free reserves.............644 vs.....1,337
 Bank borrowings...............680 vs.......425
 Including seasonal loans.......81 vs........56
 Including extended loans......299 vs.......265
 Excess reserves.............1,025 vs.....1,497
 Required reserves (adj)....55,250 vs....55,366
 Required reserves..........55,513 vs....56,208
 Total reserves.............56,538 vs....57,705
 Non-borrowed reserves......55,859 vs....57,281
 Monetary base.............244,199 vs...244,925
                         ');
INSERT INTO reuters VALUES(182,'train',0,0,' &#2;
FEDERAL RESERVE WEEKLY REPORT 2 - FEB 26
     Two weeks ended Feb 25                    
 Total vault cash...........25,237 vs....27,327
 Inc cash equal to req res..22,834 vs....24,680
     One week ended Feb 25      Daily avgs-Mlns
 Bank borrowings...............614 down.....131
 Including seasonal loans.......88 up........14
 Including extended loans......304 up........10
 Float.........................511 down.....320
 Balances/adjustments........2,101 down......67
 Currency..................206,490 down.....519
 Treasury deposits...........4,208 down......63

 Reuter
&#3;

');
INSERT INTO reuters VALUES(183,'train',0,0,'GULF APPLIED TECHNOLOGIES &lt;GATS> SELLS UNITS Gulf Applied Technologies Inc said it
sold its subsidiaries engaged in pipeline and terminal
operations for 12.2 mln dlrs.
    The company said the sale is subject to certain post
closing adjustments, which it did not explain.
 Reuter
&#3;');
INSERT INTO reuters VALUES(184,'train',0,0,'INVESTMENT GROUP RAISES ROBESON &lt;RBSN> STAKE A group of affiliated Miami-based
investment firms led by Fundamental Management Corp said it
raised its stake in Robeson Industries Corp to 238,000 shares,
or 14.6 pct of the total, from 205,000 or 12.8 pct.
    In a filing with the Securities and Exchange Commission,
the group said it bought 32,800 Robeson common shares between
Jan 26 and Feb 9 for 175,691 dlrs.
    The group said it may buy more shares and plans to study
Robeson''s operations. Afterwards it may recommend that
management make changes in its operations. Fundamental
Management Cha');
INSERT INTO reuters VALUES(185,'train',0,0,'DAHLBERG INC &lt;DAHL> 4TH QTR NET Shr profit 10 cts vs loss seven cts
    Net profit 286,870 vs loss 156,124
    Revs 10.0 mln vs 7,577,207
    Year
    Shr profit five cts vs profit 42 cts
    Net profit 160,109 vs profit 906,034
    Revs 38.1 mln vs 31.2 mln
    Avg shrs 2.9 mln vs 2.2 mln
    NOTE: 1986 year includes 53 weeks.
 Reuter
&#3;');
INSERT INTO reuters VALUES(186,'train',0,0,'CITY NATIONAL CORP &lt;CTYN> RAISES DIVIDEND Shr 16 cts vs 13 cts
    Pay April 15
    Record March 31
 Reuter
&#3;');
INSERT INTO reuters VALUES(187,'train',0,0,'&lt;PAGE PETROLEUM LTD> YEAR LOSS Shr loss 1.98 dlrs vs loss 5.24 dlrs
    Net loss 23.3 mln vs loss 44.8 mln
    Revs 13.6 mln vs 29.6 mln
    Note: 1986 net includes nine mln dlr extraordinary loss for
oil and gas writedowns and unrealized foreign exchange losses
vs yr-ago loss of 32.5 mln dlrs.
 Reuter
&#3;');
INSERT INTO reuters VALUES(188,'train',0,0,'IDB COMMUNICATIONS GROUP INC &lt;IDBX> YEAR NET Period ended December 31.
    Shr 25 cts vs 20 cts
    Net 801,000 vs 703,000
    Revs 6,318,000 vs 3,926,000
 Reuter
&#3;');
INSERT INTO reuters VALUES(189,'train',0,0,'ARMOR ALL PRODUCTS CORP &lt;ARMR> QUARTERLY DIV Qtly div ten cts vs ten cts
    Pay April 1
    Record March 9
 Reuter
&#3;');
INSERT INTO reuters VALUES(190,'train',0,0,'OPEC MAY HAVE TO MEET TO FIRM PRICES - ANALYSTS OPEC may be forced to meet before a
scheduled June session to readdress its production cutting
agreement if the organization wants to halt the current slide
in oil prices, oil industry analysts said.
    "The movement to higher oil prices was never to be as easy
as OPEC thought. They may need an emergency meeting to sort out
the problems," said Daniel Yergin, director of Cambridge Energy
Research Associates, CERA.
    Analysts and oil industry sources said the problem OPEC
faces is excess oil supply in world oil markets.
    "OPEC''s problem is no');
INSERT INTO reuters VALUES(191,'train',0,0,'CENERGY &lt;CRG> REPORTS 4TH QTR NET PROFIT Cenergy Corp reported fourth quarter net
income of 790,000 dlrs or seven cts per share on revenues of
7.7 mln dlrs.
    For the year it reported a net loss of 6.5 mln dlrs or 70
cts per share as a result of writedowns in the book value of
its oil and gas properties in the first two quarters. Revenues
were 37 mln dlrs.
    Following the company''s fiscal year ended March 31, 1985,
it changed to a calender year end.
    For the nine months ended Dec 31, 1985, it reported a loss
of 63.4 mln dlrs or 6.54 dlrs per share on revenues of 47.6 mln
dlrs, which ');
INSERT INTO reuters VALUES(192,'train',0,0,'NORTHERN TELECOM LTD &lt;NT> DECLARES STOCK SPLIT Two-for-one stock split
    Pay May 12
    Note: split is subject to approval of shareholders at April
23 annual meeting.
    Company also said it will increase dividend on post-split
shares to six cts from five cts.
 Reuter
&#3;');
INSERT INTO reuters VALUES(193,'train',0,0,'TORCHMARK &lt;TMK> AUTHORIZES STOCK REPURCHASE Torchmark Corp said its board
authorized the purchase from time to time of a significant
portion of its 7-3/4 pct convertible subordinated debentures.
As of February 25, it said there were outstanding 150 mln dlrs
of the principal amount of debenures.
    The company also said it plans to redeem the debentures on
June eight.
    It also declared a regular quarterly dividend of 25 cts per
share on its common payable May one to shareholders of record
April 10.
 Reuter
&#3;');
INSERT INTO reuters VALUES(194,'train',0,0,'TECHAMERICA GROUP INC &lt;TCH> 4TH QTR LOSS Shr loss six cts vs not available
    Net loss 562,231 vs profit 10,253
    Revs 8,871,874 vs 9,549,308
    Year
    Shr loss 60 cts vs loss nine cts
    Net loss 5,058,145 vs loss 766,185
    Revs 34.3 mln vs 35.5 mln
   
 Reuter
&#3;');
INSERT INTO reuters VALUES(195,'train',0,0,'WILFRED AMERICAN EDUCATIONAL &lt;WAE> REGULAR DIV Qtly div three cts vs three cts prior
    Pay April three
    Record March 13
 Reuter
&#3;');
INSERT INTO reuters VALUES(196,'train',0,0,'DREXEL OFFICIAL HAS STAKE IN EPSILON DATA &lt;EPSI> A senior official of Drexel Burnham
Lambert Inc and his father told the Securities and Exchange
Commission they have acquired 258,591 shares of Epsilon Data
Management Inc, or 9.4 pct of the total outstanding.
    Kenneth Thomas, senior vice president-investments at
Drexel''s Los Angeles office, and his father, retired university
professor C.A. Thomas, said they bought the stake for 2.1 mln
dlrs primarily for investment purposes.
    They said they may buy more stock or sell some or all of
their stake, depending on market conditions, but have ');
INSERT INTO reuters VALUES(197,'train',0,0,'&lt;NOVA> WINS GOVERNMENT OKAY FOR HUSKY &lt;HYO> DEAL Nova, the Canadian company that
owns 56 pct of Husky Oil Ltd, said it received government
approval for a transaction under which &lt;Union Faith Canada
Holding Ltd> would buy a 43 pct stake in Husky.
    Nova said the Minister of Regional and Industrial
Expansion, Michel Cote, ruled that Union Faith''s purchase of
the Husky stake would not result in Husky ceding control to a
non-Canadian company. It said this ruling was a key condition
in completing the deal.
    Union Faith is equally owned by &lt;Hutchison Whampoa Ltd> and
&lt;Hong Kong E');
INSERT INTO reuters VALUES(198,'train',0,0,'POTOMAC ELECTRIC POWER CO &lt;POM> JANUARY NET Oper shr 27 cts vs 29 cts
    Oper net 13.5 mln vs 14.6 mln
    Revs 104.6 mln vs 110.3 mln
    12 mths
    Oper shr 4.10 dlrs vs 3.66 dlrs
    Oper net 205 mln vs 186.8 mln
    Revs 1.4 billion vs 1.3 billion
    NOTE: 1986 12 mths oper net excludes extraordinary gain of
21.7 mln dlrs or 46 cts per share from sale of Virginia service
territory to Virginia Power.
 Reuter
&#3;');
INSERT INTO reuters VALUES(199,'train',0,0,'SUFFIELD FINANCIAL &lt;SSBK> GETS FED APPROVAL Suffield Financial Corp said the
Federal Reserve Board approved its application to acquire
Coastal Bancorp &lt;CSBK>, Portland, Me.
    Suffield said it still needs the approval of the
superintendent of Maine''s banking department.
 Reuter
&#3;');
INSERT INTO reuters VALUES(200,'train',0,0,'AFG INDUSTRIES INC &lt;AFG> QUARTERLY DIVIDEND Qtly div four cts vs four cts
    Pay April 3
    Record March 23
 Reuter
&#3;');
INSERT INTO reuters VALUES(201,'train',0,0,'&lt;GSW INC> YEAR NET Oper shr 2.16 dlrs vs 2.07 dlrs
    Oper net 8,037,000 vs 7,710,000
    Revs 136.4 mln vs 133.3 mln
    Note: 1986 net excludes extraordinary gain of 13 mln dlrs
or 3.50 dlrs shr from sale of &lt;Camco Inc> shares vs yr-ago loss
of 4.3 mln dlrs or 1.14 dlrs shr.
 Reuter
&#3;');
INSERT INTO reuters VALUES(202,'train',0,0,'SANTA ANITA REALTY &lt;SAR> QUARTERLY DIVIDEND Qtly div 51 cts vs 51 cts
    Pay April 9
    Record March 25
    (Santa Anita Realty Enterprises Inc)
 Reuter
&#3;');
INSERT INTO reuters VALUES(203,'train',0,0,'LIQUID AIR CORP &lt;LANA> QUARTERLY DIVIDEND Qtly div 40 cts vs 40 cts
    Pay March 31
    Record March 16
 Reuter
&#3;');
INSERT INTO reuters VALUES(204,'train',0,0,'(MARSHALL STEEL LTD) YEAR NET Oper shr five cts vs 36 cts
    Oper net 508,000 vs 3,450,000
    Revs 296.7 mln vs 298.0 mln
    Note: former name Marshall Drummond McCall Inc.
    Results include extraordinary gains of 952,000 dlrs or 11
cts per share in 1986 and 2,569,000 dlrs or 29 cts in 1985 from
income tax reduction.              
 Reuter
&#3;');
INSERT INTO reuters VALUES(205,'train',0,0,'MARSHALL STEEL DETAILS GAIN FROM UNIT SALE (Marshall Steel Ltd), formerly Marshall
Drummond McCall Inc, said it will report a 17 mln dlr net gain
before taxes this year from the sale of its Drummond McCall
division, which was sold effective January one.                
   
 Reuter
&#3;');
INSERT INTO reuters VALUES(206,'train',0,0,'MAYFAIR INDUSTRIES INC &lt;MAYF> 4TH QTR NET Oper shr 21 cts vs 18 cts
    Oper net 659,000 vs 523,000
    Revs 7,866,000 vs 5,503,000
    Avg shrs 3,141,217 vs 2,925,294
    12 mths
    Oper shr 70 cts vs 46 cts
    Oper net 2,075,000 vs 1,358,000
    Revs 25.9 mln vs 19.3 mln
    Avg shrs 2,980,247 vs 2,925,294
    Note: Excludes tax gain of 295,000 dlrs for qtr and year.
 Reuter
&#3;');
INSERT INTO reuters VALUES(207,'train',0,0,'LNG IMPORTS FROM ALGERIA UNLIKELY IN 1987 Liquefied natural gas imports from
Algeria are unlikely to happen in 1987 even though its
economically feasible, U.S. industry analysts sources said.
    Youcef Yousfi, director-general of Sonatrach, the Algerian
state petroleum agency, indicated in a television interview in
Algiers that such imports would be made this year.
    "Contract negotiations, filing with the U.S. government and
the time required to restart mothballed terminals will delay
the import until 1988/1989," Daniel Tulis, a natural gas
analyst with Shearson Lehman Bros. said.
    Sona');
INSERT INTO reuters VALUES(208,'train',0,0,'SWISS ECONOMY IN EXCELLENT CONDITION, OECD SAYS Switzerland''s economy, combining low
unemployment, financial stability and a large external payments
surplus, is in excellent condition and faces a satisfactory
future, the Organisation for Economic Cooperation and
Development, OECD, said.
    This reflected the success of stable and relatively tight
fiscal and monetary policies followed by the government, it
said.
    The OECD, in its annual report on Switzerland, picked out
some signs of a slowdown in activity and a slight pick-up in
inflation this year, but said these gave no cause for concern');
INSERT INTO reuters VALUES(209,'train',0,0,'ALATENN RESOURCES INC &lt;ATNG> 4TH QTR NET Shr 75 cts vs 52 cts
    Net 1,699,124 vs 1,177,786
    Revs 45.6 mln vs 31.6 mln
    12 mths
    Shr 2.22 dlrs vs 2.20 dlrs
    Net 5,057,292 vs 4,961,085
    Revs 130.2 mln vs 126.7 mln
 Reuter
&#3;');
INSERT INTO reuters VALUES(210,'train',0,0,'VERSATILE TO SELL UNIT TO VICON &lt;Versatile Corp> said
it agreed in principle to sell its Alberta-based Versatile
Noble Cultivators Co division to Vicon Inc, of Ontario, for
undisclosed terms.
    The division manufactures tillage and spraying equipment.
 Reuter
&#3;');
INSERT INTO reuters VALUES(211,'train',0,0,'VIDEOTRON BUYS INTO EXHIBIT COMPANY (Groupe Videotron Ltd) said it agreed to
buy 50 pct of (Groupe Promexpo Inc), a company which
specializes in product exhibits, for three mln dlrs.           
  
 Reuter
&#3;');
INSERT INTO reuters VALUES(212,'train',0,0,'&lt;MEMOTEC DATA INC> YEAR NET Shr 81 cts vs 66 cts
    Net 5,011,000 vs 2,314,000
    Revs 57.3 mln vs 17.6 mln
    Note: results include extraordinary gains of 1,593,000 dlrs
or 26 cts a share in 1986 and 451,000 dlrs or 13 cts a share in
1985.
 Reuter
&#3;');
INSERT INTO reuters VALUES(213,'train',0,0,'TEXACO CANADA CUTS CRUDE PRICES 64 CANADIAN CTS/BBL, PAR GRADE TO 22.26 CANADIAN DLRS
 ');
INSERT INTO reuters VALUES(214,'train',0,0,'TEXACO CANADA &lt;TXC> LOWERS CRUDE POSTINGS Texaco Canada said it lowered the
contract price it will pay for crude oil 64 Canadian cts a
barrel, effective today.
    The decrease brings the company''s posted price for the
benchmark grade, Edmonton/Swann Hills Light Sweet, to 22.26
Canadian dlrs a bbl.
    Texaco Canada last changed its crude oil postings on Feb
19.
 Reuter
&#3;');
INSERT INTO reuters VALUES(215,'train',0,0,'MARATHON PETROLEUM REDUCES CRUDE POSTINGS Marathon Petroleum Co said it reduced
the contract price it will pay for all grades of crude oil one
dlr a barrel, effective today.
    The decrease brings Marathon''s posted price for both West
Texas Intermediate and West Texas Sour to 16.50 dlrs a bbl. The
South Louisiana Sweet grade of crude was reduced to 16.85 dlrs
a bbl.
    The company last changed its crude postings on Jan 12.
 Reuter
&#3;');
INSERT INTO reuters VALUES(216,'train',0,0,'&lt;GEORGE WESTON LTD> YEAR NET Shr 2.31 dlrs vs 1.96 dlrs
    Net 119.0 mln vs 101.0 mln
    Revs 10.03 billion vs 8.88 billion
 Reuter
&#3;');
INSERT INTO reuters VALUES(217,'train',0,0,'N.Z. MONEY SUPPLY RISES 3.6 PCT IN DECEMBER New Zealand''s broadly defined,
seasonally adjusted M-3 money supply grew an estimated 3.6 pct
in December after rising a revised 2.4 pct in November and 4.04
pct in December last year, the Reserve Bank said in a
statement.
    It said unadjusted M-3 increased to an estimated 30.07
billion N.Z. Dlrs from a revised 28.30 billion in November and
25.53 billion in December 1985.
    Year-on-year M-3 rose 17.77 pct from a revised 15.34 pct in
November and 20.50 pct in December 1985.
    Narrowly defined year-on-year M-1 growth was 15.89 pct
against a revis');
INSERT INTO reuters VALUES(218,'train',0,0,'CIRCUIT SYSTEMS &lt;CSYI> BUYS BOARD MAKER Circuit Systems Inc said it has
bought all of the stock of (Ionic Industries Inc) in exchange
for 3,677,272 shares of its common.
    Following the exchange there will be 4,969,643 shares of
Circuit Systems stock outstanding. Ionic holders will own about
74 pct of the outstanding stock of Circuit Systems, it said.
    Ionic, a maker of circuit boards, had revenues of 8.4 mln
dlrs and pretax profits of 232,000 dlrs in 1986, up from
revenues of 5.9 mln and pretax profits of 204,000 dlrs in 1985,
Circuit Systems said.
 Reuter
&#3;');
INSERT INTO reuters VALUES(219,'train',0,0,'FALLING SOYBEAN CRUSH RATIOS CUT OUTPUT The sharp decline in soybean crush ratios
seen in the last few weeks, accelerating in recent days, has
pushed margins below the cost of production at most soybean
processing plants and prompted many to cut output of soybean
meal and oil.
    The weekly U.S. soybean crush rate was reported by the
National Soybean Processors Association this afternoon at 21.78
mln bushels, down from the 22 mln bushel plus rate seen over
the past two months when crush margins surged to the best
levels seen in over a year.
    Active soymeal export loadings at the Gulf had p');
INSERT INTO reuters VALUES(220,'train',0,0,'MAIL BOXES ETC &lt;MAIL> 3RD QTR JAN 31 NET Shr 23 cts vs 18 cts
    Net 509,144 vs 277,834
    Revs 2,258,341 vs 1,328,634
    Avg shrs 2,177,553 vs 1,564,605
    Nine mths
    Shr 55 cts vs 42 cts
    Net 1,150,633 vs 649,914
    Revs 6,169,168 vs 3,178,115
 Reuter
&#3;');
INSERT INTO reuters VALUES(221,'train',0,0,'MUNSINGWEAR INC &lt;MUN> 4TH QTR JAN 3 LOSS Shr loss 32 cts vs loss seven cts
    Net loss 1,566,000 vs loss 292,000
    Revs 39.4 mln vs 34.7 mln
    Year
    Shr profit 79 cts vs profit 74 cts
    Net profit 3,651,000 vs profit 3,020,000
    Revs 147.9 mln vs 114.2 mln
    Avg shrs 4,639,000 vs 4,059,000
    Note: Per shr adjusted for 3-for-2 stock split July 1986
and 2-for-1 split May 1985.
 Reuter
&#3;');
INSERT INTO reuters VALUES(222,'train',0,0,'FED DATA SUGGEST STABLE U.S. MONETARY POLICY Latest Federal Reserve data suggest that
the central bank voted to maintain the existing degree of
pressure on banking reserves at its regular policy-making
meeting two weeks ago, money market economists said.
    "The numbers were a little disappointing, but I think we
can take Mr Volcker at his word when he said that nothing had
changed," said Bob Bannon of Security Pacific National Bank.
    Fed Chairman Paul Volcker told a Congressional committee
last Thursday that the Fed''s policy "has been unchanged up to
today."
    Although Volcker''s stateme');
INSERT INTO reuters VALUES(223,'train',0,0,'FRANCE FACES PRESSUE TO CHANGE POLICIES France''s right wing government is facing
growing pressure to modify its economic policies after revising
down its 1987 growth targets and revising up its inflation
forecasts for this year.
    Moving reluctantly into line with most private sector
forecasts the government yesterday raised its 1987 inflation
estimate a half percentage point to 2.5 per cent and cut its
economic growth estimate to between two and 2.8 per cent from a
2.8 per cent target written into the annual budget last
september.
    Finance Minister Edouard Balladur said the revised figur');
INSERT INTO reuters VALUES(224,'train',0,0,'GTI CORP &lt;GTI> 4TH QTR OPER NET Oper shr profit six cts vs loss two cts
    Oper net profit 225,000 vs loss 91,000
    Revs 4,814,000 vs 3,339,000
    Year
    Oper shr profit 12 cts vs loss two cts
    Oper net profit 415,000 vs loss 73,000
    Revs 16.4 mln vs 16.9 mln
    Note: data does not include from discontinued operations,
4th qtr 1986 gain of 632,000 dlrs, or 19 cts per shr; 4th qtr
1985 loss of 250,000 dlrs, or seven cts per shr; 1986 year loss
of 4,054,000 dlrs, or 1.17 dlrs per shr; and 1985 year loss of
606,000 dlrs, or 17 cts per shr.
 Reuter
&#3;');
INSERT INTO reuters VALUES(225,'train',0,0,'HOUSTON OIL &lt;HO> RESERVES STUDY COMPLETED Houston Oil Trust said that independent
petroleum engineers completed an annual study that estimates
the trust''s future net revenues from total proved reserves at
88 mln dlrs and its discounted present value of the reserves at
64 mln dlrs.
    Based on the estimate, the trust said there may be no money
available for cash distributions to unitholders for the
remainder of the year.
    It said the estimates reflect a decrease of about 44 pct in
net reserve revenues and 39 pct in discounted present value
compared with the study made in 1985.
 Reuter
&#');
INSERT INTO reuters VALUES(226,'train',0,0,'FAMOUS RESTAURANTS INC &lt;FAMS> 4TH QTR LOSS Shr loss 2.07 dlrs vs loss eight cts
    Net loss 11,445,000 vs loss 501,000
    Revs 14.5 mln vs 11.0 mln
    Year
    Shr loss 1.91 dlrs vs profit four cts
    Net loss 12,427,000 vs profit 211,000
    Revs 60.8 mln vs 51.5 mln
    Note: includes non-recurring charges of 12,131,000 dlrs in
the 4th qtr and 12,500,000 dlrs in the year for reserve for
underperforming restaurants.
 Reuter
&#3;');
INSERT INTO reuters VALUES(227,'train',0,0,'JAPAN CONSUMER PRICES FALL 0.4 PCT IN JANUARY Japan''s unadjusted consumer price index
(base 1985) fell 0.4 pct to 99.7 in January from the previous
month, the government''s Management and Coodination Agency said.
    The fall compares with a decline of 0.2 pct in December.
    The January index compared with a year earlier was down 1.1
pct, the first drop larger than 1.0 pct since it fell 1.3 pct
in September 1958.
    Food costs rose in January from December but prices fell
for clothing, footwear and utilities, causing the overall
decline for the month.
    Housing, medical and educations cost');
INSERT INTO reuters VALUES(228,'train',0,0,'AVERY &lt;AVY> SETS TWO FOR ONE STOCK SPLIT Avery said its board authorizerd
a two for one stock split, an increased in the quarterly
dividend and plans to offer four mln shares of common stock.
    The company said the stock split is effective March 16 with
a distribution of one additional share to each shareholder of
record March 9.
    It said the quarterly cash dividend of 10.5 cts per share
on the split shares, a 10.5 pct increase from the 19 cts per
share before the split.
    Avery said it will register with the Securities and
Exchange Commission shrortly to offer four mln additional
co');
INSERT INTO reuters VALUES(229,'train',0,0,' &#2;
FEDERAL RESERVE WEEKLY M-2 COMPONENTS - FEB 26
    Week Feb 16 vs Feb 9 (DAILY AVG BILLIONS)
          Seasonally Adjusted      Unadjusted
 Currency......186.9 vs 186.8....185.6 vs 185.7
 Demand Depos..300.3 vs 300.0....291.5 vs 295.6
 Other Check...242.9 vs 241.2....240.0 vs 242.7
 Savings.......164.3 vs 163.2....162.8 vs 161.9
 Small Time....362.2 vs 362.9....361.9 vs 362.7
 MMDAs...(Commercial Bank Only)..378.2 vs 379.1
 O/N Repos........................58.9 vs  59.0
 O/N Euros........................18.6 vs  19.2
 Reuter
&#3;

');
INSERT INTO reuters VALUES(230,'train',0,0,'N.Z. CENTRAL BANK SEES SLOWER MONEY, CREDIT GROWTH Monetary and credit growth rates in
New Zealand are not expected to continue at current levels
following the Reserve Bank''s move to tighten liquidity late
last year, Reserve Bank Governor Spencer Russell said.
    The monetary and credit growth figures for the December
quarter were probably artifically inflated by unusually high
growth in inter-institutional lending activity on the short
term money market, Russell said in a statement.
    The bank moved to tighten liquidity when the initial signs
of the recent expansion became apparent in Sept');
INSERT INTO reuters VALUES(231,'train',0,0,'AVERAGE YEN CD RATES FALL IN LATEST WEEK Average interest rates on yen certificates
of deposit, CD, fell to 4.27 pct in the week ended February 25
from 4.32 pct the previous week, the Bank of Japan said.
    New rates (previous in brackets), were -
    Average CD rates all banks 4.27 pct (4.32)
    Money Market Certificate, MMC, ceiling rates for the week
starting from March 2          3.52 pct (3.57)
    Average CD rates of city, trust and long-term banks
    Less than 60 days          4.33 pct (4.32)
    60-90 days                 4.13 pct (4.37)
    Average CD rates of city, trust and long-');
INSERT INTO reuters VALUES(232,'train',0,0,'JAPAN EXPECTED TO CUT BASE RATE FOR STATE BODIES Japan is expected to cut the base lending
rate for state financial institutions to 5.5 pct from 6.2 as
part of the recent pact by major industrial nations in Paris,
Finance Ministry sources said.
    They said the cut is based on a revision of the Trust Fund
Bureau Law, which should be approved by parliament on March 3,
abolishing the 6.05 pct minimum interest rate on deposits with
the bureau.
    The bureau channels funds to government financial
institutions for public works and other official uses, they
said.
    The base lending rate for stat');
INSERT INTO reuters VALUES(233,'train',0,0,'AUSTRALIA''S KEATING CHANGES ECONOMIC FORECASTS Domestic demand is now expected to make
no contribution to Australian economic growth in fiscal
1986/87, ending June 30, while net exports will account for all
of the overall increase, Treasurer Paul Keating said here.
    However, he did not say in his speech to the Economic
Planning Advisory Council (EPAC) if the forecast 2.25 pct rise
in gross domestic product (gdp) had been revised.
    But Keating said domestic demand could fall slightly this
financial year and net export growth will provide the total
source of gdp growth.
    The August budg');
INSERT INTO reuters VALUES(234,'train',0,0,'TOKYO GRAIN EXCHANGE TO RAISE MARGIN REQUIREMENTS The Tokyo Grain Exchange said it will raise
the margin requirement on the spot and nearby month for U.S.
And Chinese soybeans and red beans, effective March 2.
    Spot April U.S. Soybean contracts will increase to 90,000
yen per 15 tonne lot from 70,000 now. Other months will stay
unchanged at 70,000, except the new distant February
requirement, which will be set at 70,000 from March 2.
    Chinese spot March will be set at 110,000 yen per 15 tonne
lot from 90,000. The exchange said it raised spot March
requirement to 130,000 yen on contracts ');
INSERT INTO reuters VALUES(235,'train',0,0,'PRODUCER SPLIT HEATS UP COFFEE QUOTA TALKS Talks on the possibility of reintroducing
global coffee export quotas have been extended into today, with
sparks flying yesterday when a dissident group of exporters was
not included in a key negotiating forum.
    The special meeting of the International Coffee
Organization (ICO) council was called to find a way to stop a
prolonged slide in coffee prices.
    However, delegates said no solution to the question of how
to implement quotas was yet in sight.
    World coffee export quotas -- the major device used to
regulate coffee prices under the Inter');
INSERT INTO reuters VALUES(236,'train',0,0,'ITALIAN TREASURY CUTS INTEREST ON CERTIFICATES The Italian treasury said annual coupon
rates payable March 1988 on two issues of long-term treasury
certificates (CCTs) would be cut by about four percentage
points compared with rates this March.
    Coupon rates on 10-year certificates maturing March 1995
will fall to 9.80 pct from 13.65 pct and rates on 10-year
issues maturing in March 1996 would fall to 10.05 pct from
14.30 pct.
    The Treasury also cut by 0.60 point six-monthly coupons
payable this September on six issues maturing between September
1988 and September 1991.
    The issues ca');
INSERT INTO reuters VALUES(237,'train',0,0,'KUWAIT SAYS NO PLANS FOR EMERGENCY OPEC TALKS Kuwait"s Oil Minister, in remarks
published today, said there were no plans for an emergency OPEC
meeting to review oil policies after recent weakness in world
oil prices.
    Sheikh Ali al-Khalifa al-Sabah was quoted by the local
daily al-Qabas as saying: "None of the OPEC members has asked
for such a meeting."
    He denied Kuwait was pumping above its quota of 948,000
barrels of crude daily (bpd) set under self-imposed production
limits of the 13-nation organisation.
    Traders and analysts in international oil markets estimate
OPEC is producin');
INSERT INTO reuters VALUES(238,'train',0,0,'INDONESIA SEEN AT CROSSROADS OVER ECONOMIC CHANGE Indonesia appears to be nearing a
political crossroads over measures to deregulate its protected
economy, the U.S. Embassy says in a new report.
    To counter falling oil revenues, the government has
launched a series of measures over the past nine months to
boost exports outside the oil sector and attract new
investment.
    Indonesia, the only Asian member of OPEC and a leading
primary commodity producer, has been severely hit by last year"s
fall in world oil prices, which forced it to devalue its
currency by 31 pct in September.
    But the');
INSERT INTO reuters VALUES(239,'train',0,0,'SAUDI RIYAL DEPOSIT RATES REMAIN FIRM Saudi riyal interbank deposits were
steady at yesterday''s higher levels in a quiet market.
    Traders said they were reluctant to take out new positions
amidst uncertainty over whether OPEC will succeed in halting
the current decline in oil prices.
    Oil industry sources said yesterday several Gulf Arab
producers had had difficulty selling oil at official OPEC
prices but Kuwait has said there are no plans for an emergency
meeting of the 13-member organisation.
    A traditional Sunday lull in trading due to the European
weekend also contributed to the l');
INSERT INTO reuters VALUES(240,'train',0,0,'QATAR UNVEILS BUDGET FOR FISCAL 1987/88 The Gulf oil state of Qatar, recovering
slightly from last year''s decline in world oil prices,
announced its first budget since early 1985 and projected a
deficit of 5.472 billion riyals.
    The deficit compared with a shortfall of 7.3 billion riyals
in the last published budget for 1985/86.
    In a statement outlining the budget for the fiscal year
1987/88 beginning today, Finance and Petroleum Minister Sheikh
Abdul-Aziz bin Khalifa al-Thani said the government expected to
spend 12.217 billion riyals in the period.
    Projected expenditure in the 198');
INSERT INTO reuters VALUES(241,'train',0,0,'GULF BOND, STOCK MARKETS LAG BEHIND, GIB SAYS Gulf money markets have grown reasonably
well during the past decade, but bond and stock markets remain
to a large extent fragmented and lag behind, &lt;Gulf
International Bank BSC> (GIB) said.
    The bank''s economist Henry Azzam said in a review of Gulf
capital markets that investors have to relinquish traditional
investment vehicles such as real estate, foreign currency bank
accounts and precious metals.
    "Greater financial sophistication is needed coupled with
more diversified capital market instruments and a change in the
disclosure require');
INSERT INTO reuters VALUES(242,'train',0,0,'SAUDI ARABIA REITERATES COMMITMENT TO OPEC PACT Saudi Arabian Oil Minister Hisham Nazer
reiterated the kingdom''s commitment to last December''s OPEC
accord to boost world oil prices and stabilise the market, the
official Saudi Press Agency SPA said.
    Asked by the agency about the recent fall in free market
oil prices, Nazer said Saudi Arabia "is fully adhering by the
... Accord and it will never sell its oil at prices below the
pronounced prices under any circumstance."
    Nazer, quoted by SPA, said recent pressure on free market
prices "may be because of the end of the (northern hemisphere');
INSERT INTO reuters VALUES(243,'train',0,0,'COFFEE QUOTA TALKS CONTINUE, NO ACCORD SEEN LIKELY The International Coffee Organization
(ICO ) council talks on reintroducing export quotas continued
with an extended session lasting late into Sunday night, but
delegates said prospects for an accord between producers and
consumers were diminishing by the minute.
    The special meeting, called to stop the prolonged slide in
coffee prices, was likely to adjourn sometime tonight without
agreement, delegates said.
    The council is expected to agree to reconvene either within
the next six weeks or in September, they said.
    The talks foundere');
INSERT INTO reuters VALUES(244,'train',0,0,'ZAMBIA TO RETAIN CURRENCY AUCTION, SAYS KAUNDA Zambia will retain its foreign-exchange
auction system despite the suspension of weekly auctions since
January 24, President Kenneth Kaunda said.
    "We have not run away from the auction. It hasn''t been
abolished at all," he told Reuters in an interview.
    He said the system would be reintroduced after current
talks with the World Bank and the International Monetary Fund
and, he hoped, would be backed by fresh foreign aid funds.
    Kaunda dismissed central bank statements the new auction
system would be used to allocate foreign exchange to pr');
INSERT INTO reuters VALUES(245,'train',0,0,'INDONESIAN SUGAR OUTPUT SEEN SHORT OF TARGET Indonesia''s raw sugar output is likely
to be 1.8 mln tonnes in calendar 1987, unchanged from 1986 and
below the government''s 1987 forecast of 2.5 mln, the U.S.
Embassy said in its agricultural outlook for 1987.
    Indonesia bought 162,500 tonnes of raw sugar on world
markets in late 1986, the report said.
    The embassy estimated Indonesia''s calendar 1986 raw sugar
production at 1.8 mln tonnes, against a government estimate of
1.99 mln.
    It said that Indonesia''s move into sugar self-sufficiency
in 1984 may have been short-lived.
    The report ');
INSERT INTO reuters VALUES(246,'train',0,0,'NIPPON KOKAN STEEL AFFILIATES CONSIDERING MERGER Toshin Steel Co Ltd &lt;TOSS.T> and &lt;Azuma
Steel Co Ltd>, affiliates of Nippon Kokan KK &lt;NKKT.T>, are
considering a merger, company spokesmen said.
    Toshin Steel, owned 41.9 pct by Nippon Kokan, and Azuma
Steel, owned 41.3 pct by Nippon Kokan, are expected to decide
by the end of March, they said. Both firms have been struggling
with losses caused by the recession in the steel industry and
the yen''s appreciation.
    Azuma Steel''s current losses are estimated at 3.1 billion
yen in the year ending March 31 against a 6.99 billion loss a
y');
INSERT INTO reuters VALUES(247,'train',0,0,'INDONESIA UNLIKELY TO IMPORT PHILIPPINES COPRA Indonesia is unlikely to import copra
from the Philippines in 1987 after importing 30,000 tonnes in
1986, the U.S. Embassy''s annual agriculture report said.
    The report said the 31 pct devaluation of the Indonesian
rupiah, an increase in import duties on copra and increases in
the price of Philippines copra have reduced the margin between
prices in the two countries.
    Indonesia''s copra production is forecast at 1.32 mln tonnes
in calendar 1987, up from 1.30 mln tonnes in 1986.
 REUTER
&#3;');
INSERT INTO reuters VALUES(248,'train',0,0,'JAPAN FEBRUARY INTERIM TRADE SURPLUS JUMPS Japan''s customs-cleared trade surplus in
the first 20 days of February jumped to 3.58 billion dlrs from
1.94 billion a year earlier, the Finance Ministry said.
    The February interim surplus was sharply up from a 965.04
mln dlr surplus in the same January period.
    FOB exports rose 14.6 pct from a year earlier in the first
20 days of February to 10.91 billion, while CIF imports fell
3.2 pct to 7.33 billion.
    The average dollar/yen rates were 152.32 for exports and
152.31 for imports against 196.61 for exports and 196.27 for
imports a year earli');
INSERT INTO reuters VALUES(249,'train',0,0,'NIPPON LIGHT METAL CONTINUES ALUMINIUM OUTPUT CUT Nippon Light Metal Co Ltd &lt;NLGT.T>, which
has annual capacity of 63,000 tonnes, will continue primary
aluminium production at a rate of 35,000 tonnes owing to low
domestic and world prices and low water supplies at its
hydroelectric power plant, a company official said.
    Nippon, which has no plans to restore output to the 48,000
tonnes a year at which it was working until late 1986, will
become Japan''s only smelter.
    &lt;Ryoka Light Metal Industries Ltd> will stop smelting in
April owing to high power costs and low prices, and &lt;Mits');
INSERT INTO reuters VALUES(250,'train',0,0,'SAUDI FEBRUARY CRUDE OUTPUT PUT AT 3.5 MLN BPD Saudi crude oil output last month fell
to an average of 3.5 mln barrels per day (bpd) from 3.8 mln bpd
in January, Gulf oil sources said.
    They said exports from the Ras Tanurah and Ju''aymah
terminals in the Gulf fell to an average 1.9 mln bpd last month
from 2.2 mln in January because of lower liftings by some
customers.
    But the drop was much smaller than expected after Gulf
exports rallied in the fourth week of February to 2.5 mln bpd
from 1.2 mln in the third week, the sources said.
    The production figures include neutral zone output ');
INSERT INTO reuters VALUES(251,'train',0,0,'INDONESIAN PALM OIL OUTPUT EXPECTED TO RISE Indonesia''s palm oil output is expected
to rise and exports to increase, the U.S. Embassy said in its
annual report on Indonesia''s agriculture sector.
    The Indonesian government said crude palm oil (CPO) output
is expected to rise to 1.56 mln tonnes in 1987 and 2.11 mln in
1988, up from a projected 1.45 mln tonnes in 1986 and 1.26 mln
in 1985.
    The 1986 projection of 1.45 mln tonnes is up from a
provisional figure of 1.3 mln tonnes.
    A U.S. Embassy assessment puts 1987 output at 1.45 mln
tonnes, against 1.35 mln in 1986 and 1.208 mln in 1985');
INSERT INTO reuters VALUES(252,'train',0,0,'INDONESIAN TEA, COCOA EXPORTS SEEN UP, COFFEE DOWN Indonesia''s exports of tea and cocoa
will continue to rise in calendar 1987 but coffee exports are
forecast to dip slightly in 1987/88 (April-March) as the
government tries to improve quality, the U.S. Embassy said.
    The embassy''s annual report on Indonesian agriculture
forecast coffee output in 1986/87 would be 5.77 mln bags of 60
kilograms each. That is slightly less than the 5.8 mln bags
produced in 1985/86.
    In 1987/88 coffee production is forecast to rise again to
5.8 mln bags, but exports to dip to 4.8 mln from around 5.0 mln
in 19');
INSERT INTO reuters VALUES(253,'train',0,0,'JAPAN''S NTT FORECASTS PROFITS FALL IN 1987/88 &lt;Nippon Telegraph and Telephone Corp>
(NTT) expects its profits to fall to 328 billion yen in the
year ending March 31, 1988 from a projected 348 billion this
year, the company said.
    Total sales for the same period are expected to rise to
5,506 billion yen from a projected 5,328 billion this year, NTT
said in a business operations plan submitted to the Post and
Telecommunications Ministry.
    NTT said it plans to make capital investments of 1,770
billion yen in 1987/88, including 109 billion for research and
development, as against a total ');
INSERT INTO reuters VALUES(254,'train',0,0,'CHINA SIGNS WORLD BANK LOAN FOR TIANJIN PORT China has signed a 130 mln dlr loan
agreement with the World Bank to partly finance 12 new berths
with an annual capacity of 6.28 mln tonnes at the 20 mln tonne
a year capacity Tianjin port, the New China News Agency said.
    China will provide 370 mln yuan for the project and a
Chinese company won a bid against 12 other firms from seven
countries to do the foundation work, it said.
    It said 11 of the new berths will be able to handle ships
of more than 10,000 tonnes, three will handle containers and
the expansion will enable the port to handle ');
INSERT INTO reuters VALUES(255,'train',0,0,'Japan February external reserves record 51.73 billion dlrs (January 51.46 billion)
 ');
INSERT INTO reuters VALUES(256,'train',0,0,'JAPAN FEBRUARY RESERVES RECORD 51.73 BILLION DLRS Japan''s external reserves rose to a record
51.73 billion dlrs at the end of February from the previous
record of 51.46 billion at end-January, the Finance Ministry
said.
    End-February reserves last year were 27.58 billion dlrs.
    In January, the nation''s foreign reserves showed the
largest-ever monthly increase at 9.22 billion dlrs due to
massive Bank of Japan dollar buying intervention during the
month as the dollar fell briefly to an all-time low of 149.98
yen on January 19, foreign exchange dealers said.
 REUTER
&#3;');
INSERT INTO reuters VALUES(257,'train',0,0,'ICO TALKS ON COFFEE QUOTAS TO RESUME AT NOON Talks on coffee export quotas at the
International Coffee Organization (ICO) special council session
will resume at noon gmt today, following a last minute decision
taken early this morning to extend the meeting 24 hours, ICO
officials said.
    An 18 member contact group will meet at midday to examine
new ideas, and the full council is to convene at 1900gmt, they
said.
    The extension resulted from a last ditch effort by Colombia
to salvage the talks, which by late yesterday looked perilously
close to ending without agreement on quotas, delegates');
INSERT INTO reuters VALUES(258,'train',0,0,'INDIAN SUGAR OUTPUT RISES IN FIRST FOUR MONTHS India''s sugar output to January 31 in
the 1986/87 season (October/September) rose to 3.66 mln tonnes
from 3.46 mln in the same 1985/86 period, the Indian Sugar
Mills Association said.
    Total offtake in the first four months of the current year
was 2.71 mln tonnes (including 241,000 tonnes imported) for
domestic use and 4,000 tonnes for export, against 2.81 mln
tonnes (including 993,000 imported) for domestic use and 3,000
tonnes for export in the corresponding period of 1985/86.
    Factory stocks at end-January were 3.05 mln tonnes (96,000
imp');
INSERT INTO reuters VALUES(259,'train',0,0,'NEW DUTCH ADVANCES TOTAL 4.8 BILLION GUILDERS The Dutch Central Bank said it has
accepted bids totalling 4.8 billion guilders at tender for new
seven-day special advances at 5.3 pct covering the period March
2 to 9 aimed at relieving money market tightness.
    Subscriptions to 300 mln guilders were met in full, amounts
above 300 mln at 50 pct.
    The new facility replaces old five-day advances worth 8.0
billion guilders at the same rate.
    Dealers expect this week''s money market shortage to be
around 12 billion guilders.
 Reuter
&#3;');
INSERT INTO reuters VALUES(260,'train',0,0,'JAPAN BUYS SOME 95,000 TONNES SOYBEANS FROM CHINA Japanese importers bought some 95,000
tonnes of Chinese soybeans late last month for May to September
shipment, under the semi-annual trade accords, trade sources
said.
    The FOB premium rose to 13.50 dlrs per tonne, up 2.50 dlrs
from the premium for the November to April shipment, but down
from 13.80 for the last May to September shipment.
    Flat prices for Chinese beans are based on futures prices
in Chicago plus the FOB premium.
    Japanese purchases of Chinese soybeans, including spot
buying, may have totalled 240,000 to 250,000 tonnes');
INSERT INTO reuters VALUES(261,'train',0,0,'SHV SAYS IT MAKING TENDER OFFER FOR UP TO 33 MLN SHARES IN IC GAS
 ');
INSERT INTO reuters VALUES(262,'train',0,0,'CHEUNG KONG (HOLDINGS) LTD &lt;CKGH.HK> YEAR 1986 Shr 3.25 H.K. Dlrs vs 1.40
    Final div 52 cents vs 38, making 75 cents vs 57
    Net 1.28 billion dlrs vs 551.7 mln
    Note - Earnings excluded extraordinary gains of 983.6 mln
dlrs vs 81.3 mln. Bonus issue one-for-four vs nil. Share split
four-for-one. Dividend payable June 3, books close May 11-21.
 REUTER
&#3;');
INSERT INTO reuters VALUES(263,'train',0,0,'WALLENBERGS FIGHT BID FOR SWEDISH MATCH STAKE Sweden''s Wallenberg group fought back
a bid by the London-based Swedish financier Erik Penser to
secure a large stake in Swedish Match &lt;SMBS ST>, one of the
companies at the core of their business empire.
    A statement issued by the Wallenberg holding companies AB
Investor and Forvaltnings AB Providentia said they had taken
over an option held by Nobel Industrier Sweden AB to acquire 33
pct of the voting rights in Swedish Match.
    Thre Wallenbergs paid Nobel Industrier &lt;NOBL ST>, in which
Penser group has a 72 pct stake, about 20 pct over');
INSERT INTO reuters VALUES(264,'train',0,0,'INDONESIAN SOYBEAN IMPORTS FORECAST TO RISE Soybean imports are forecast to rise to
425,000 tonnes in 1987/88 (October/September) from an estimated
300,000 in 1986/87 and 375,000 in 1985/86, the U.S. Embassy
said in its annual report on Indonesia''s agriculture.
    It said Indonesia did not achieve its goal of
self-sufficiency in soybean output in calendar 1986 because it
did not meet a planned increase in area planted and because
yields have remained below target.
    Soybean meal imports are forecast to fall to around 190,000
tonnes in 1987/88 from 270,000 tonnes in 1986/87 and 295,000
tonne');
INSERT INTO reuters VALUES(265,'train',0,0,'SHV SAYS IT MAKING TENDER OFFER FOR IC GAS &lt;SHV (United Kingdom) Holding Co Ltd>
said it was making a tender offer for up to 33 mln ordinary
shares in Imperial Continental Gas Association.&lt;ICGS.L>.
    It said in a statement the offer was on the basis of 700p
for each IC Gas ordinary and 252p for every one stg nominal of
IC Gas loan stock.
    SHV already holds 6.8 mln IC Gas ordinary stock units
representing around 4.9 pct of the current issued share
capital.
    Successful completion of the offer would increase SHV''s
stake in IC Gas to 39.8 mln shares, representing around 27.9
pct of i');
INSERT INTO reuters VALUES(266,'train',0,0,'U.K. MONEY MARKET DEFICIT FORECAST AT 800 MLN STG The Bank of England said it forecast a
shortage of around 800 mln stg in the money market today.
    Among the main factors affecting liquidity, bills maturing
in official hands and the take-up of treasury bills will drain
some 1.61 billion stg.
    Partly offsetting this outflow, exchequer transactions and
a fall in note circulation will add around 425 mln stg and 360
mln stg respectively. In addition, bankers'' balances above
target will add some 20 mln stg to the system today.
 REUTER
&#3;');
INSERT INTO reuters VALUES(267,'train',0,0,'BLACK MINERS SUPPORT S. AFRICAN MINES TAKEOVER Thousands of black
mineworkers roared support for a union proposal to seize
control of South Africa''s gold, uranium, platinum and coal
mines if the owners refuse to improve conditions for migrant
black workers.
    About 15,000 miners attended a rally here to endorse moves
proposed by last week''s annual meeting of the 200,000 strong
National Union of Mineworkers (NUM).
    They also supported a proposal for a national strike at the
end of this month if the owners refused to begin negotiations.
    Migrant workers from surrounding countries make up');
INSERT INTO reuters VALUES(268,'train',0,0,'THAILAND ANNOUNCES THIRD TAPIOCA QUOTA FOR EC Thailand''s Commerce Ministry announced a
new tapioca export quota of 737,987 tonnes for the European
Community against 762,860 tonnes for the previous allocation.
    The ministry said the fresh allocation, for the February
27-July 7 shipment period, is the third under a maximum 5.5 mln
tonne overall quota that Thailand obtained from the EC for
calendar 1987.
    It said the quota allocation was based on a national
tapioca pellet stock of 4.34 mln tonnes surveyed last week, up
from 3.05 mln in mid-January.
 REUTER
&#3;');
INSERT INTO reuters VALUES(269,'train',0,0,'ATPC MEMBERS FIND WAYS TO CURB TIN EXPORTS Mine and industry officials from
most member states of the Association of Tin Producing
Countries (ATPC) say they have found ways to limit group
exports to 96,000 tonnes in the year started March 1, according
to views polled by Reuter correspondents.
    The plan to curb exports, agreed in January, is aimed at
cutting the world surplus to 50,000 tonnes from 70,000 now and
boosting prices to about 19 ringgit a kilo from just over 16.
    Members of the seven-member Kuala Lumpur-based ATPC account
for some 65 pct of the world''s tin output.
    Under the');
INSERT INTO reuters VALUES(270,'train',0,0,'SOUTH KOREA TO HOLD CURRENT ACCOUNT SURPLUS DOWN South Korea plans to take steps to keep
its 1987 current account surplus below five billion dlrs,
Economic Planning Board Minister Kim Mahn-je said.
    Kim told reporters the government would repay loans ahead
of schedule and encourage firms to increase imports and
investment abroad to prevent the current account surplus from
rising too quickly.
    Last year South Korea''s current account surplus was 4.65
billion dlrs. It widened to 622 mln dlrs in January from 484
mln in December and compared with a deficit of 334 mln in
January 1986, Bank of ');
INSERT INTO reuters VALUES(271,'train',0,0,'DUTCH OILSEEDS/FATS IMPORTS ROSE IN 1986 and oil-bearing
raw materials, fats and oils rose to 2.16 mln tonnes on a
fat/oil basis in 1986 from 2.12 mln tonnes in 1985, the
Commodity Board for Margarine, Fats and Oils said.
    Exports of the same commodities fell to 1.35 mln tonnes
from 1.38 mln on a fat-oil basis.
    Fat- and oil-bearing raw materials imports rose to 760,000
from 709,200 tonnes on a fat/oil basis and to 3.47 mln tonnes
actual weight from 3.32 mln.
    Soyabeans were the main component, with imports rising to
2.82 mln tonnes actual weight from 2.75 mln. Sunflowerseed
imports f');
INSERT INTO reuters VALUES(272,'train',0,0,'CHINA''S HEILONGJIANG PROVINCE BOOSTS GOLD OUTPUT Gold output in the northeast China
province of Heilongjiang rose 22.7 pct in 1986 from 1985''s
level, the New China News Agency said. It gave no figures.
    It said the province, China''s second largest gold producer
after Shandong, plans to double gold output by 1990 from the
1986 level. China does not publish gold production figures.
    However, industry sources estimate output at about 65
tonnes a year, with exports put between 11 and 31 tonnes.
    China is selling more gold abroad to offset large trade
deficits in recent years, western dipl');
INSERT INTO reuters VALUES(273,'train',0,0,'SALE TILNEY BUYS STAKE IN U.S. INSURANCE BROKER &lt;Sale Tilney Plc> said it has purchased
80 pct of the ordinary share capital of &lt;B and R International
Inc.>, a U.S. Insurance broker, for 5.6 mln dlrs.
    Sale is paying 3.6 mln dlrs in cash on completion, with the
balance plus interest to be paid in equal instalments over the
next six years.
    B and R posted pretax profit of 855,000 dlrs in the year to
Dec 31, 1986 when it had net tangible assets of 563,000 dlrs.
 REUTER
&#3;');
INSERT INTO reuters VALUES(274,'train',0,0,'ESTIMATED DROP IN JAPAN CORPORATE PROFITS TRIMMED The combined profits of Japan''s major
corporations, excluding financial institutions, are forecast to
fall 19.2 pct in the 1986/87 year ending March 31, compared to
the 19.9 pct decline projected in late November, Wako Research
Institute of Economics said.
    The private research body also said in a statement that 437
of the 1,084 firms listed on the first section of the Tokyo
Stock Exchange foresee an 11.6 pct fall in sales in the year
against an 11.4 pct fall estimated last November.
    Current profits are projected to fall 4.4 pct in 1987/');
INSERT INTO reuters VALUES(275,'train',0,0,'INDIA BUYS 46,000 TONNES OF VEGETABLE OILS The Indian State Trading Corporation
purchased 46,000 tonnes of vegetable oils at its import tender
on Friday, market sources said.
    The business was for April shipments and comprised 20,000
tonnes of European rapeseed oil at 318 dlrs, 20,000 tonnes of
soyoil, believed South American origin, at 314, and 6,000
tonnes of Malaysian rbd palm olein at 347 dlrs, all per tonne
cif.
    Palm oil sellers were disappointed at the light purchase of
rbd olein and early trading saw the market ease nearly 10 dlrs
under Malaysian refiner and dealer selling. April');
INSERT INTO reuters VALUES(276,'train',0,0,'JAPAN TO PROMOTE INTEREST RATE LIBERALISATION The Bank of Japan decided at a policy
board meeting to promote further interest rate liberalisation
by lowering the minimum denomination of regulation-free large
deposits and by raising the interest rate ceiling on money
market certificates (MMCs), a central bank official said.
    The new guideline will go into effect on April 6, the bank
said.
    Under the guideline, the minimum denomination of
regulation-free large deposits will be lowered to 100 mln yen
from 300 mln.
    The interest rate ceiling of MMCs with maturities of
between one year and');
INSERT INTO reuters VALUES(277,'train',0,0,'TAIWAN POWER FIRM PLANS MORE FOREIGN DEBT CUTS State-owned (Taiwan Power co) will boost
its domestic borrowings to further cut its foreign debt in line
with a government policy to trim the island''s huge foreign
exchange reserves, a company official said.
    The company''s foreign debt, mainly from the Japanese and
U.S. Banks, was cut nearly by half to 66.2 billion taiwan dlrs
equivalent in calendar 1986 from 124.6 billion in 1985, he
said.
    Its domestic borrowings however rose to 105.2 billion
taiwan dlrs from 80.6 billion in the same period, he added.
    Taiwan''s foreign exchange reserves');
INSERT INTO reuters VALUES(278,'train',0,0,'U.K. CONFIRMS JANUARY STERLING M3 RISE The Bank of England said the broad
measure of U.K. Money supply, Sterling M3, rose a seasonally
adjusted 1.1 pct in January after a 0.2 pct rise in December.
    The unadjusted year-on-year rise was 17.6 pct after 18.1
pct in the year to December.
    The narrow measure of money supply, M0, fell by a
seasonally adjusted 0.6 pct in January, and rose by a
non-adjusted 4.1 pct year-on-year, the Bank said.
    The figures confirm provisional data issued by the Bank two
weks ago.
    In December, M0 grew by a seasonally adjusted 1.4 pct and
by a non-seasonally');
INSERT INTO reuters VALUES(279,'train',0,0,'EXCO BUYS U.S. GOVERNMENT SECURITIES BROKER &lt;Exco International Plc>, a subsidiary of
British and Commonwealth Shipping Co Plc &lt;BCOM.L>, said it had
agreed in principle to buy an 80 pct stake in &lt;RMJ Holdings
Corp> for about 79 mln dlrs.
    Exco Chairman Richard Lacy told Reuters the acquisition was
being made from Bank of New York Co Inc &lt;BK.N>, which currently
holds a 50.1 pct, and from RMJ partners who hold the remainder.
    Bank of New York and the partners will retain about 10 pct
each and these stakes will be bought over the next six years.
    RMJ is the holding company of');
INSERT INTO reuters VALUES(280,'train',0,0,'PAKISTAN TO TENDER FOR RBD PALM OIL Pakistan will hold an import tender
tomorrow for 6,000 tonnes of refined bleached deodorised palm
oil for second half March shipments, traders said.
 REUTER
&#3;');
INSERT INTO reuters VALUES(281,'train',0,0,'COLOROLL AGREES TO BUY U.S. WALLCOVERINGS COMPANY &lt;Coloroll Group Plc> said it has entered
into a conditional agreement to acquire the business and assets
of &lt;Wallco Inc> and related companies for 14.5 mln dlrs.
    Miami-based Wallco manufactures and distributes
wallcoverings and showed a pretax profit of 1.5 mln dlrs on
turnover of 37 mln in the year ending June 1986. The total U.S.
Market was estimated to be worth 840 mln dlrs in 1986, having
grown by 47 pct in the previous five years, Coloroll said.
    The combined sales and profit of the enlarged Coloroll U.S.
Business would be 67 ');
INSERT INTO reuters VALUES(282,'train',0,0,'U.K. MONEY MARKET SHORTAGE FORECAST REVISED DOWN The Bank of England said it revised its
forecast of the shortage in the money market down to around 700
mln stg from its original estimate of 800 mln.
 REUTER
&#3;');
INSERT INTO reuters VALUES(283,'train',0,0,'SWEDEN TO GO AHEAD WITH S. AFRICAN TRADE SANCTIONS Sweden''s ruling Social Democratic
Party gave full power to the government to decree unilateral
trade sanctions against South Africa, Prime Minister Ingvar
Calrsson said.
    Carlsson told a news conference the party decided the fight
against apartheid took priority over Sweden''s traditional
policy of only adopting sanctions with the backing of the U.N.
Security Council.
    The government will decide later what form the trade
boycott will take and when it will come into force.
 REUTER
&#3;');
INSERT INTO reuters VALUES(284,'train',0,0,'U.K. MONEY MARKET RECEIVES 37 MLN STG ASSISTANCE The Bank of England said it had provided
the money market with 37 mln stg assistance in the morning
session. This compares with the Bank''s downward revised
estimate of the shortfall in the system today of around 700 mln
stg.
    The central bank purchased bank bills outright comprising
four mln stg in band one at 10-7/8 pct and 33 mln stg in band
two at 10-13/16 pct.
 REUTER
&#3;');
INSERT INTO reuters VALUES(285,'train',0,0,'JAPAN, U.S. SET TO BEGIN HIGH-LEVEL TRADE TALKS Japan and the U.S. Kick off top-level
trade talks tomorrow amid signs officials from both sides are
growing increasingly irritated with each other.
    The talks, held annually at sub-cabinet level to review the
whole gamut of U.S./Japan economic relations, will pave the way
for American Secretary of State George Schultz''s one day
stop-over here at end-week on his way home from China.
    Faced with growing Congressional protectionist pressure,
the U.S. Administration is pressing Japan for speedy action to
reduce its still huge trade surplus, U.S');
INSERT INTO reuters VALUES(286,'train',0,0,'INDIA TO HOLD WHITE SUGAR BUYING TENDER India will hold a buying tender on
Wednesday, March 4, for two to three cargoes of white sugar for
March/April shipment, traders said.
 REUTER
&#3;');
INSERT INTO reuters VALUES(287,'train',0,0,'CARLTON COMMUNICATIONS OPTIMISTIC FOR 1987 &lt;Carlton Communications Plc> has started
the current financial year well, with accounts for the first
four months showing a healthy increase on the same period last
year, and Chairman M.P. Green told the annual meeting he looked
forward to 1987 with optimism.
    The issue of 4.6 mln shares in ADR form had now been
successfully completed, he added.
    Carlton intended to increase its presence in the U.S. Which
represented 50 pct of the world television market. Conditions
worldwide in the television industry continued to look buoyant,
the Chairman ');
INSERT INTO reuters VALUES(288,'train',0,0,'EC OPENS ANTI-DUMPING ENQUIRY INTO SOVIET MERCURY The European Community Commission said
it has opened an enquiry into allegations that the Soviet Union
is dumping mercury on the European market at below-cost prices.
    The Commission said its decision follows a complaint from
EC non-ferrous metals producers that the sales of Soviet
mercury were harming their business and threatening jobs in the
European industry.
    According to the complaint, Soviet mercury sales in the EC
had risen from zero in recent years to 100 tonnes between
August and October last year and threaten to capture 25 pct ');
INSERT INTO reuters VALUES(289,'train',0,0,'GULF ARAB DEPUTY OIL MINISTERS TO MEET IN BAHRAIN Deputy oil ministers from six Gulf
Arab states will meet in Bahrain today to discuss coordination
of crude oil marketing, the official Emirates news agency WAM
reported.
    WAM said the officials would be discussing implementation
of last Sunday''s agreement in Doha by Gulf Cooperation Council
(GCC) oil ministers to help each other market their crude oil.
    Four of the GCC states - Saudi Arabia, the United Arab
Emirates (UAE), Kuwait and Qatar - are members of the
Organiaation of Petroleum Exporting Countries (OPEC) and some
face stiff buyer ');
INSERT INTO reuters VALUES(290,'train',0,0,'SAUDI ARABIA REITERATES COMMITMENT TO OPEC ACCORD Saudi Arabian Oil Minister Hisham Nazer
reiterated the kingdom''s commitment to last December''s OPEC
accord to boost world oil prices and stabilize the market, the
official Saudi Press Agency SPA said.
    Asked by the agency about the recent fall in free market
oil prices, Nazer said Saudi Arabia "is fully adhering by the
... accord and it will never sell its oil at prices below the
pronounced prices under any circumstance."
    Saudi Arabia was a main architect of December pact under
which OPEC agreed to cut its total oil output ceiling by 7.2');
INSERT INTO reuters VALUES(291,'train',0,0,'KUWAIT MINISTER SAYS NO EMERGENCY OPEC TALKS SET Kuwait''s oil minister said in a newspaper
interview that there were no plans for an emergency OPEC
meeting after the recent weakness in world oil prices.
    Sheikh Ali al-Khalifa al-Sabah was quoted by the local
daily al-Qabas as saying that "none of the OPEC members has
asked for such a meeting."
    He also denied that Kuwait was pumping above its OPEC quota
of 948,000 barrels of crude daily (bpd).
    Crude oil prices fell sharply last week as international
oil traders and analysts estimated the 13-nation OPEC was
pumping up to one million b');
INSERT INTO reuters VALUES(292,'train',0,0,'TAIWAN PLANS NEW TARIFF CUTS Taiwan plans another round of deep tariff
cuts this year to help narrow its trade surplus with the U.S.,
A senior economic planner said.
    Wang Chao-Ming, vice-chairman of the council for economic
planning and development, told Reuters Taiwan would further
reduce import tariffs on 1,700 products sometime in the second
half of this year.
    Cuts of up to 50 pct on those items were made last year and
Wang said further cuts would go much deeper.
    "We have to speed up liberalisation and cut import tariffs
faster and more substantially," he said.
    The United St');
INSERT INTO reuters VALUES(293,'train',0,0,'HUTCHISON SEES HIGHER PAYOUT, SATISFACTORY PROFITS Hutchison Whampoa Ltd &lt;HWHH.HK>
expects satisfactory profits in 1987 and will pay a higher
dividend for the year, chairman Li Ka-shing said.
    He did not make any specific projections for the company''s
earnings this year but he said the firm will pay a dividend of
not less than 32.5 cents per share after a proposed
four-for-one stock split and a one-for-four bonus issue.
    It paid total dividends of 1.30 dlrs per share last year,
equal to 26 cents per share, adjusting for the bonus and share
split.
    Hutchison, which has operations ra');
INSERT INTO reuters VALUES(294,'train',0,0,'SCIENTIFIC MICRO SYSTEMS &lt;SMSI> ACUIRES SUPERMAC Scientific Micro Systems Inc said it
has acquired Supermac Technology, a rapidly growing supplier of
enhancement products and disc drive subsystems for the Apple
personal computer market.
    Scientific Micro said it acquired all the common stock of
Supermac in exchange for 1.05 mln shares of its own common
stock. The stock closed at 5.50 dlrs bid on Friday.
    Supermac, a privately held firm based in Mountain View,
California, as is Scientific Micro, reported a net profit of
300,000 dlrs on revenue of 9.5 mln dlrs in fiscal 1986. It
expects');
INSERT INTO reuters VALUES(295,'train',0,0,'AMERICAN EXPRESS &lt;AXP> VIEWING SHEARSON OPTIONS American Express Co, rumored to be
considering a spinoff of part of Shearson Lehman Brothers Inc,
said it is studying a range of options for its brokerage unit
that could improve Shearon''s access to capital and help it meet
broadening international competition.
    In a joint statement, American Express and Shearson said
the actions under consideration are an integral part of
American Express'' worldwide financial services strategy and
that the two companies have been having both internal and
external discussions on the matters.
    American Ex');
INSERT INTO reuters VALUES(296,'train',0,0,'ROPAK &lt;ROPK> HAS 34 PCT OF BUCKHORN &lt;BKN> Ropak Corp said it received
and accepted about 456,968 common shares and 527,035 Series A
convertible preferred shares of Buckhorn Inc at four dlrs and
5.75 dlrs each respectively in response to its tender offer
that expired Friday, and it now owns 34.4 pct of Buckhorn
voting power.
    The company had owned 63,000 common and 25,100 preferred
shares before starting the hostile tender.  Ropak said it is
borrowing the funds needed to buy the Buckhorn shares from its
bank lender and will not need to use any funds that another
bank had committed to p');
INSERT INTO reuters VALUES(297,'train',0,0,'PHILADELPHIA PORT CLOSED BY TANKER CRASH The port of Philadelphia was closed
when a Cypriot oil tanker, Seapride II, ran aground after
hitting a 200-foot tower supporting power lines across the
river, a Coast Guard spokesman said.
    He said there was no oil spill but the ship is lodged on
rocks opposite the Hope Creek nuclear power plant in New
Jersey.
    He said the port would be closed until today when they
hoped to refloat the ship on the high tide.
    After delivering oil to a refinery in Paulsboro, New
Jersey, the ship apparently lost its steering and hit the power
transmission line c');
INSERT INTO reuters VALUES(298,'train',0,0,'PENRIL &lt;PNL> SEEKS TO SELL TWO UNITS Penril Corp said it is seeking to
sell its Triplett Electrical Instrument Corp subsidiary in
Bluffton, Ohio, and Triplett''s Alltest division in Hoffman
Estates, Ill., as part of a plan to concentrate on its three
profitable division and reduce its debt load.
    The company also said it is evaluating a plan to satisfy
its obligations under its 10-7/8 pct subordinated notes but
gave no details.  Interest on the notes is due today.
    Penril further said director Clifford L. Alexander Jr. has
resigned from the board.  It gave no reason.
    Penril said sh');
INSERT INTO reuters VALUES(299,'train',0,0,'&lt;DALE BURDETT INC> FACES DAMAGE CLAIM Dale Burdett Inc said it
faces damages claims totalling about 420,000 dlrs from the
former owners of Burdett Publications Inc.
    The company said on February 20, 1986, its predecessor
Nolex Development Inc acquired Burdett Publications Inc in an
exchange of 17 mln common shares for all Burdett Publications
shares, but the transaction was not qualified with the
California Department of Corporations.
    As a result, it said, the former Burdett Publications
owners have a claim for damages against Dale Burdett as
successor to Nolex for one yuear starting');
INSERT INTO reuters VALUES(300,'train',0,0,'PUROLATOR &lt;PCC> IN BUYOUT WITH HUTTON &lt;EFH> New Jersey-based overnight messenger
Purolator Courier Corp said it has agreed to be acquired for
about 265 mln dlrs by a company formed by E.F. Hutton LBO Inc
and certain managers of Purolator''s U.S. courier business.
    Analysts have said that Purolator has been for sale for
some time. Purolator announced earlier it was mulling a
takeover bid, but analysts wrongly predicted the offer was from
another courier company.
    Hutton LBO, a wholly owned subsidiary of E.F. Hutton Group
Inc, will be majority owner of the company.
    Hutton said the');
INSERT INTO reuters VALUES(301,'train',0,0,'PAKISTAN COTTON OUTPUT REACHES 7.7 MLN BALES Pakistan cotton production during the
current crop season (Sept/March) reached 7.7 mln bales of 375
pounds each, up 500,000 from last season, Shafi Niaz, Chairman
of the Agricultural Prices Commission, said.
    Official sources said Pakistan was likely to use 3.4 mln
bales of cotton during the current financial year ending June
after 2.96 mln in 1985/86 and 2.70 mln in 1984/85.
    They said consumption would increase due to a rise in
demand for cotton yarn in domestic markets and abroad. Pakistan
produced 540 mln kilos of yarn in fiscal year 1985/');
INSERT INTO reuters VALUES(302,'train',0,0,'FINANCIAL SANTA BARBARA &lt;FSB> TO MAKE PURCHASE Financial Corp of Santa
Barbara said it has signed a definitive agreement to purchase
Stanwell Financial, the lending operations unit of mortgage
banking company &lt;Stanwell Mortgage>, for undisclosed terms.
 Reuter
&#3;');
INSERT INTO reuters VALUES(303,'train',0,0,'ALCAN TO CLOSE WEST GERMAN ALUMINIUM SMELTER &lt;Alcan Aluminiumwerke
GmbH>, a subsidiary of Alcan Aluminium Ltd &lt;AL.N> of Canada,
said it plans to close its aluminium smelter in Ludwigshafen at
the end of June.
    A spokesman said Alcan was closing the smelter, with annual
capacity of 44,000 tonnes and 320 employees, because of high
electricity costs and the low world market price of aluminium.
    Alkan had said earlier this year it would close half the
plant''s capacity but decided to shut down completely when talks
with potential cooperation partners failed, the spokesman said.
He decli');
INSERT INTO reuters VALUES(304,'train',0,0,'BBC AG BROWN BOVERI UND CIE &lt;BBCZ.Z> 1986 YEAR Parent Company net profit 12.8 mln Swiss francs vs 7.5 mln.
    Orders received 2.21 billion francs vs 2.61 billion.
    Sales 2.25 billion francs vs 2.49 billion.
    Group sales 13.83 billion francs vs 13.88 billion.
    Group orders 11.03 billion francs vs 13.00 billion.
 REUTE
&#3;');
INSERT INTO reuters VALUES(305,'test',0,1,'CHINA DAILY SAYS VERMIN EAT 7-12 PCT GRAIN STOCKS A survey of 19 provinces and seven cities
showed vermin consume between seven and 12 pct of China''s grain
stocks, the China Daily said.
    It also said that each year 1.575 mln tonnes, or 25 pct, of
China''s fruit output are left to rot, and 2.1 mln tonnes, or up
to 30 pct, of its vegetables. The paper blamed the waste on
inadequate storage and bad preservation methods.
    It said the government had launched a national programme to
reduce waste, calling for improved technology in storage and
preservation, and greater production of additives. T');
INSERT INTO reuters VALUES(306,'test',1,1,'THAI TRADE DEFICIT WIDENS IN FIRST QUARTER Thailand''s trade deficit widened to 4.5
billion baht in the first quarter of 1987 from 2.1 billion a
year ago, the Business Economics Department said.
    It said Janunary/March imports rose to 65.1 billion baht
from 58.7 billion. Thailand''s improved business climate this
year resulted in a 27 pct increase in imports of raw materials
and semi-finished products.
    The country''s oil import bill, however, fell 23 pct in the
first quarter due to lower oil prices.
    The department said first quarter exports expanded to 60.6
billion baht from 56.6 billi');
INSERT INTO reuters VALUES(307,'test',0,1,'SRI LANKA GETS USDA APPROVAL FOR WHEAT PRICE Food Department officials said the U.S.
Department of Agriculture approved the Continental Grain Co
sale of 52,500 tonnes of soft wheat at 89 U.S. Dlrs a tonne C
and F from Pacific Northwest to Colombo.
    They said the shipment was for April 8 to 20 delivery.
 REUTER
&#3;');
INSERT INTO reuters VALUES(308,'test',1,1,'JAPAN MINISTRY SAYS OPEN FARM TRADE WOULD HIT U.S. Japan''s Agriculture Ministry, angered by
U.S. Demands that Japan open its farm products market, will
tell U.S. Officials at talks later this month that
liberalisation would harm existing U.S. Farm exports to Japan,
a senior ministry official said.
    "Imports from the U.S. Would drop due to active sales drives
by other suppliers," the official, who declined to be named,
said. "Japan is the largest customer for U.S. Farm products and
it is not reasonable for the U.S. To demand Japan liberalise
its farm import market," he said.
    Agriculture ');
INSERT INTO reuters VALUES(309,'test',1,1,'ZAMBIA DOES NOT PLAN RETAIL MAIZE PRICE HIKE The Zambian government has no immediate
plans to follow last week''s increase in the producer price of
maize with a hike in the retail price of maize meal, an
official of the ruling party said.
    Last December, a 120 pct increase in the consumer price for
refined maize meal, a Zambian staple, led to food riots in
which at least 15 people died.
    That price increase, which President Kenneth Kaunda later
revoked, followed pressure by the International Monetary Fund
(IMF) to reduce the government''s subsidy bill.
    However, if the producer price ri');
INSERT INTO reuters VALUES(310,'test',1,1,'FURTHER ARGENTINE COARSE GRAIN LOSSES FEARED Argentine grain producers adjusted
their yield estimates for the 1986/87 coarse grain crop
downward in the week to yesterday after the heavy rains at the
end of March and beginning of April, trade sources said.
    They said sunflower, maize and sorghum production estimates
had been reduced despite some later warm, dry weather, which
has allowed a return to harvesting in some areas.
    However, as showers fell intermittently after last weekend,
producers feared another spell of prolonged and intense rain
could cause more damage to crops already bad');
INSERT INTO reuters VALUES(311,'test',0,1,'HONDURAS SEEKING PL-480 BULK WHEAT APRIL 13 Honduras will tender April 13 under
Public Law 480 for approximately 52,500 tonnes of various
wheats in bulk, an agent for the country said.
    The agent said Honduras is seeking U.S. no. 2 or better
northern spring/DNS, with 14 pct protein minimum and 13 pct
moisture maximum, and U.S. no. 2 or better hard red winter,
with 12 pct protein minimum and 13 pct moisture maximum.
    The agent said NS/DNS laydays include July 1-10 for
7,500-9,500 tonnes, Aug 1-10 for 8,000-10,000 tonnes, and Sept
15-25 for 12,500-14,500 tonnes.
    HRW laydays include Jun');
INSERT INTO reuters VALUES(312,'test',1,1,'BRAZIL GRAIN HARVEST FACES STORAGE PROBLEMS Storage problems with Brazil''s record
grain crop are likely to result in losses of about five mln
tonnes, an Agriculture Ministry spokesman said.
    Ministry spokesman Leonardo Brito, speaking from Brasilia,
told Reuters he believed that about five mln tonnes of this
year''s estimated crop of 65 mln tonnes would be lost.
    He said part of this would be the normal loss inevitable in
harvesting, but that most of it would stem from storage
problems.
    Brazil has a storage capacity of 66 mln tonnes,
theoretically sufficient for the crop.
    But Brit');
INSERT INTO reuters VALUES(313,'test',0,1,'TUNISIA EXPECTED TO TENDER FOR FRENCH WHEAT Tunisia is expected to tender April 14 for
100,000 tonnes of French soft wheat for delivery between May
and August and which would be covered by the French export
credit agency, COFACE, export credits, traders said here.
    No official tender has been announced yet by Tunisia, they
said.
    France has sold a total of 200,000 tonnes of soft wheat to
Tunisia since the begining of the current campaign which was
covered by COFACE export credits. Of this amount, a total of
150,000 tonnes was exported by March 1, they said.
 Reuter
&#3;');
INSERT INTO reuters VALUES(314,'test',0,1,'CCC ACCEPTS EXPORT BID FOR WHEAT FLOUR TO IRAQ The Commodity Credit Corporation has
accepted a bid for an export bonus to cover a sale of 12,500
tonnes of wheat flour to Iraq, the U.S. AGriculture Department
said.
    The bonus awarded was 113.0 dlrs per tonne and will be paid
to Peavey Company in the form of commodities from CCC stocks.
    The wheat flour is for delivery May 15-June 15, 1987, the
department said.
    An additional 162,500 tonnes of wheat flour are still
available to Iraq under the Export Enhancement Program
initiative announced January 7, 1987, USDA said.
 Reuter
&#3;');
INSERT INTO reuters VALUES(315,'test',0,1,'EGYPT AUTHORIZED TO BUY PL-480 WHEAT - USDA Egypt has been authorized to purchase
about 200,000 tonnes of U.S. wheat under an existing PL-480
agreement, the U.S. Agriculture Department said.
    It may buy the wheat, valued at 22.0 mln dlrs, between
April 15 and August 31, 1987, and ship it from U.S. ports by
September 30, the department said.
 Reuter
&#3;');
INSERT INTO reuters VALUES(316,'test',1,1,'SOUTH KOREA CORN IMPORTS MAY INCREASE - USDA South Korea''s purchase of about 2.4
mln tonnes of U.S. corn in the past six months -- close to
double last year''s total -- indicates that imports from the
United States, as well as total imports are set for a dramatic
jump, the U.S. Agriculture Department said.
    In its World Production and Trade Report, the department
said total South Korea corn imports for the 1986/87 season
(Oct-Sept) are estimated at 4.3 mln tonnes, with about 3.4 mln
tonnes from the United States.
    During the 1985/86 season, imports totaled only 1.3 mln
tonnes of U.S. corn');
INSERT INTO reuters VALUES(317,'test',0,1,'USDA SEEKS COMMENTS ON GRAIN DISCOUNT SCHEDULE The U.S. Agriculture Department is
seeking public comments on the question of adjusting the
Commodity Credit Corporation''s (CCC) discount and premium
schedules to improve the quality of grain it accepts as loan
collateral or under price support programs.
    The premiums and discounts schedule are based on quality
factors such as moisture content and kernel damage. The
schedule stipulates the premiums and discounts used for valuing
grain the CCC accepts or purchases during the year.
    The department said it is possible that producers could be
en');
INSERT INTO reuters VALUES(318,'test',1,1,'USDA DISCUSSING PL 480 AGREEMENT WITH MOROCCO The U.S. Agriculture Department is
currently discussing an amendment to a PL 480 agreement signed
with Morocco on January 22, but the mix of commodities under
the amendment has not been determined, a U.S. Agriculture
Department official said.
    The official noted the agreement signed in January provided
for the supply of about 55,000 tonnes of vegetable oil, 55,000
tonnes of corn and 126,000 tonnes of wheat, all for delivery
during the current fiscal year, ending this September 30.
    No purchase authorizations for the commodities provided in
th');
INSERT INTO reuters VALUES(319,'test',0,1,'JAPAN MINISTRY HAS NO COMMENT ON RICE TALKS REPORT The Agriculture Ministry declined comment
on a local newspaper report that Japan had agreed to hold talks
on its closed rice market in the new GATT round.
    "We have no idea about the report and cannot comment," a
spokesman told Reuters.
    Nihon Keizai Shinbun, quoting unnamed government sources,
said Japan would tell U.S. Agriculture Secretary Richard Lyng
and U.S. Trade Representative Clayton Yeutter of its
intentions. The two are due to visit Japan later this month for
farm talks.
    The U.S. Has been pressing Japan to discuss the rice');
INSERT INTO reuters VALUES(320,'test',0,1,'CHINA''S WHEAT CROP THREATENED BY PESTS, DISEASE Pests and disease, which destroyed 1.1
mln tonnes of wheat in China in 1986, are threatening crops on
11.64 mln hectares this year, the China Daily said.
    About 14.54 mln hectares of wheat were affected in 1986.
    The paper said abnormal weather conditions had encouraged
the spread of wheat midges in 2.47 mln hectares in Shanxi,
Henan, Sichuan, Anhui, Hebei and Jiangsu.
    In Henan, Shandong and Hebei wheat aphids are affecting
4.67 mln hectares, wheat red mite 2.8 mln hectares and wheat
powdery mildew 1.7 mln hectares.
 REUTER
&#3;');
INSERT INTO reuters VALUES(321,'test',0,1,'FAO SEES LOWER GLOBAL WHEAT, GRAIN OUTPUT IN 1987 The U.N. Food and Agriculture Organisation
(FAO) said global wheat and coarse grain output was likely to
fall in 1987 but supplies would remain adequate to meet demand.
    FAO said in its monthly food outlook bulletin total world
grain output was expected to fall 38 mln tonnes to 1,353 mln in
1987, due mainly to unusually high winter losses in the Soviet
Union, drought in China and reduced plantings in North America.
    World cereal stocks at the end of 1986/87 were forecast to
rise 47 mln tonnes to a record 452 mln tonnes, softening the
impa');
INSERT INTO reuters VALUES(322,'test',0,1,'RPT - ARGENTINE GRAIN/OILSEED EXPORT PRICES ADJUSTED The Argentine Grain Board adjusted
minimum export prices of grain and oilseed products in dlrs per
tonne FOB, previous in brackets, as follows:
    Sorghum 64 (63), sunflowerseed cake and expellers 103 (102)
, pellets 101 (100), meal 99 (98), linseed oil 274 (264),
groundnutseed oil 450 (445), soybean oil 300 (290), rapeseed
oil 290 (280).
    Sunflowerseed oil for shipment through May 323 (313) and
june onwards 330 (320).
    The board also adjusted export prices at which export taxes
are levied in dlrs per tonne FOB, previous in brackets, ');
INSERT INTO reuters VALUES(323,'test',0,1,'LONDON FREIGHT MARKET FEATURES GRAIN OUT OF U.S. Moderately active grain fixing was
reported out of the U.S. But none of the business involved the
significant voyages to the Continent or Japan, ship brokers
said.
    A steady 13.50 dlrs was paid from the U.S. Gulf to Morocco
and 23.25 dlrs was paid for 27,000 long tons from the Gulf to
Taiwan. A vessel carrying 13,500 long tons of bagged wheat
flour from the Gulf to Aqaba received a lump sum of 472,500
dlrs.
    Grain from the Great Lakes to Algeria made 28 dlrs against
27.75 paid for similar fixing towards the end of March.
    Market talk su');
INSERT INTO reuters VALUES(324,'test',0,1,'INDIA FOODGRAIN TARGET 160 MLN TONNES IN 1987/88 India''s national foodgrain target has
been fixed at 160 mln tonnes in 1987/88 (Apr-Mar), unchanged
from the 1986/87 target, the Agriculture Ministry said in its
annual report for 1986/87.
    Actual output was estimated at 151 mln tonnes in 1986/87
due to failure of monsoon rains in 15 out of 35 meterological
sub-divisions of the country.
    The report gave the targets for various crops with
estimated harvested crops in 1986/87 in brackets as following,
in mln tonnes - rice 65 (60), wheat 49 (49), coarse grains
including sorghum and millets 32 ');
INSERT INTO reuters VALUES(325,'test',0,1,'EGYPT BUYS PL 480 WHEAT FLOUR - U.S. TRADERS Egypt bought 125,723 tonnes of U.S.
wheat flour in its PL 480 tender yesterday, trade sources said.
    The purchase included 51,880 tonnes for May shipment and
73,843 tonnes for June shipment. Price details were not
available.
 Reuter
&#3;');
INSERT INTO reuters VALUES(326,'test',0,1,'ARGENTINE GRAIN BELT WEATHER REPORT ARGENTINE GRAIN BELT TEMPERATURES
(CENTIGRADE) AND RAIN (MM) IN THE 24 HOURS TO 12.00 GMT WERE:
    ...............MAX TEMP..MIN TEMP..RAINFALL
    BUENOS AIRES.......24.......12............0
    BAHIA BLANCA.......22........7............0
    TRES ARROYOS.......22........8............0
    TANDIL.............22........7............0
    JUNIN..............24.......11............0
    SANTA ROSA.........--........6............0
    CORDOBA............23.......12............1
    SANTA FE...........21.......18...........17 REUTER
&#3;');
INSERT INTO reuters VALUES(327,'test',0,1,'YUGOSLAVIA TO TENDER FOR 100,000 TONNES WHEAT Yugoslavia will tender April 14 for
100,000 tonnes of wheat, the U.S. Agriculture Department''s
Counselor in Belgrade said in a field report.
    The report, dated April 7, said the wheat must be from 1986
and 1987 harvest, and imports of soft wheat from Europe and
from other suppliers will not be considered.
    It said the imports will be used to rebuild the federal
reserves and as a result will not be subject to import
surcharges.
 Reuter
&#3;');
INSERT INTO reuters VALUES(328,'test',1,1,'FRENCH FREE MARKET CEREAL EXPORT BIDS DETAILED French operators have requested licences
to export 320,000 tonnes of free market barley, 225,000 tonnes
of maize, 25,000 tonnes of free market bread-making wheat and
20,000 tonnes of feed wheat at today''s EC tender, trade sources
said.
    For the barley, rebates of between 138 and 141.25 European
currency units (Ecus) per tonne were sought, for maize they
were between 129.65 and 139 Ecus, for bread-making wheat around
145 Ecus and for feed wheat around 142.45 Ecus.
    Barley rebates of up to 138.50 Ecus were requested for a
total of 40,000 tonne');
INSERT INTO reuters VALUES(329,'test',1,1,'EC AUTHORISES EXPORT 55,000 TONNES MAIZE,  MAXIMUM REBATE 130 ECUS/TONNE - TRADE SOURCES.
 ');
INSERT INTO reuters VALUES(330,'test',0,1,'EC AUTHORISES EXPORT 65,000 TONNES BARLEY,  MAXIMUM REBATE 138.75 ECUS - BRUSSELS TRADE
 ');
INSERT INTO reuters VALUES(331,'test',1,1,'EC GRANTS FREE MARKET BARLEY, MAIZE EXPORTS The European Commission authorised the
export of 65,000 tonnes of free market barley at today''s tender
at a maximum rebate of 138.75 European currency units and
55,000 tonnes of French maize at 130 Ecus, grain traders here
said.
    It rejected bids for breadmaking and feed wheat, they said.
 Reuter
&#3;');
INSERT INTO reuters VALUES(332,'test',1,1,'BRAZIL SOYBEAN YIELDS SEEN AVERAGE - USDA REPORT Based on field travel in the
Brazilian state of Parana, soybean yields should be about
average or 2.0 to 2.2 tonnes per hectare, the U.S. Agriculture
Department''s officer in Sao Paulo said in a field report.
    The report, dated March 24, noted Parana accounts for about
20 to 24 pct of Brazil''s total soybean crop.
    It said generally favorable weather from early December
through February helped compensate for earlier dryness.
    However, hot, dry weather during the past 20 to 30 days
followed by an unseasonably brief cold spell during the se');
INSERT INTO reuters VALUES(333,'test',0,1,'GRAIN SHIPS WAITING AT NEW ORLEANS Ten grain ships were loading and 14
were waiting to load at New Orleans elevators, trade sources
said.
 ELEVATOR                     LOADING  WAITING
 Continental Grain, Westwego     1      6
 Mississippi River, Myrtle Grove 1      0
 ADM Growmark                    1      4
 Bunge Grain, Destrehan          1      0
    ELEVATOR                LOADING  WAITING
 ST CHARLES DESTREHAN         1      1
 RESERVE ELEVATOR CORP        1      0
 PEAVEY CO, ST ELMO           1      0
 CARGILL GRAIN, TERRE HAUTE   2      1
 CARGILL GRAIN, PORT ALLEN    0      0
 ZEN-NO');
INSERT INTO reuters VALUES(334,'test',1,1,'EC COMMISSION AUTHORISED TO BUY MAIZE IN JUNE The European Commission was authorised
to buy up to one mln tonnes of maize into intervention stores
in the second half of June, although sales into intervention
normally end on April 30, Commission sources said.
    They said approval was given by the EC''s Cereals Management
Committee because of the possible disturbance of the market due
to heavy imports of maize under the agreement between the EC
and the United States.
    The agreement guarantees access to the Spanish market for
two mln tonnes of non-EC maize a year for the next four years.
    ');
INSERT INTO reuters VALUES(335,'test',0,0,'ASIAN EXPORTERS FEAR DAMAGE FROM U.S.-JAPAN RIFT Mounting trade friction between the
U.S. And Japan has raised fears among many of Asia''s exporting
nations that the row could inflict far-reaching economic
damage, businessmen and officials said.
    They told Reuter correspondents in Asian capitals a U.S.
Move against Japan might boost protectionist sentiment in the
U.S. And lead to curbs on American imports of their products.
    But some exporters said that while the conflict would hurt
them in the long-run, in the short-term Tokyo''s loss might be
their gain.
    The U.S. Has said it will imp');
INSERT INTO reuters VALUES(336,'test',0,0,'JAPAN TO REVISE LONG-TERM ENERGY DEMAND DOWNWARDS The Ministry of International Trade and
Industry (MITI) will revise its long-term energy supply/demand
outlook by August to meet a forecast downtrend in Japanese
energy demand, ministry officials said.
    MITI is expected to lower the projection for primary energy
supplies in the year 2000 to 550 mln kilolitres (kl) from 600
mln, they said.
    The decision follows the emergence of structural changes in
Japanese industry following the rise in the value of the yen
and a decline in domestic electric power demand.
    MITI is planning to work out');
INSERT INTO reuters VALUES(337,'test',0,0,'INDONESIA SEES CPO PRICE RISING SHARPLY Indonesia expects crude palm oil (CPO)
prices to rise sharply to between 450 and 550 dlrs a tonne FOB
sometime this year because of better European demand and a fall
in Malaysian output, Hasrul Harahap, junior minister for tree
crops, told Indonesian reporters.
    Prices of Malaysian and Sumatran CPO are now around 332
dlrs a tonne CIF for delivery in Rotterdam, traders said.
    Harahap said Indonesia would maintain its exports, despite
making recent palm oil purchases from Malaysia, so that it
could possibly increase its international market share.
  ');
INSERT INTO reuters VALUES(338,'test',0,0,'AUSTRALIAN FOREIGN SHIP BAN ENDS BUT NSW PORTS HIT Tug crews in New South Wales (NSW),
Victoria and Western Australia yesterday lifted their ban on
foreign-flag ships carrying containers but NSW ports are still
being disrupted by a separate dispute, shipping sources said.
    The ban, imposed a week ago over a pay claim, had prevented
the movement in or out of port of nearly 20 vessels, they said.
    The pay dispute went before a hearing of the Arbitration
Commission today.
    Meanwhile, disruption began today to cargo handling in the
ports of Sydney, Newcastle and Port Kembla, they said.
  ');
INSERT INTO reuters VALUES(339,'test',0,0,'INDONESIAN COMMODITY EXCHANGE MAY EXPAND The Indonesian Commodity Exchange is
likely to start trading in at least one new commodity, and
possibly two, during calendar 1987, exchange chairman Paian
Nainggolan said.
    He told Reuters in a telephone interview that trading in
palm oil, sawn timber, pepper or tobacco was being considered.
    Trading in either crude palm oil (CPO) or refined palm oil
may also be introduced. But he said the question was still
being considered by Trade Minister Rachmat Saleh and no
decision on when to go ahead had been made.
    The fledgling exchange currently tra');
INSERT INTO reuters VALUES(340,'test',0,0,'WESTERN MINING TO OPEN NEW GOLD MINE IN AUSTRALIA Western Mining Corp Holdings Ltd
&lt;WMNG.S> (WMC) said it will establish a new joint venture gold
mine in the Northern Territory at a cost of about 21 mln dlrs.
    The mine, to be known as the Goodall project, will be owned
60 pct by WMC and 40 pct by a local W.R. Grace and Co &lt;GRA>
unit. It is located 30 kms east of the Adelaide River at Mt.
Bundey, WMC said in a statement
    It said the open-pit mine, with a conventional leach
treatment plant, is expected to produce about 50,000 ounces of
gold in its first year of production from mid-19');
INSERT INTO reuters VALUES(341,'test',0,0,'SUMITOMO BANK AIMS AT QUICK RECOVERY FROM MERGER Sumitomo Bank Ltd &lt;SUMI.T> is certain to
lose its status as Japan''s most profitable bank as a result of
its merger with the Heiwa Sogo Bank, financial analysts said.
    Osaka-based Sumitomo, with desposits of around 23.9
trillion yen, merged with Heiwa Sogo, a small, struggling bank
with an estimated 1.29 billion dlrs in unrecoverable loans, in
October.
    But despite the link-up, Sumitomo President Koh Komatsu
told Reuters he is confident his bank can quickly regain its
position.
    "We''ll be back in position in first place within three
y');
INSERT INTO reuters VALUES(342,'test',0,0,'SUBROTO SAYS INDONESIA SUPPORTS TIN PACT EXTENSION Mines and Energy Minister Subroto
confirmed Indonesian support for an extension of the sixth
International Tin Agreement (ITA), but said a new pact was not
necessary.
    Asked by Reuters to clarify his statement on Monday in
which he said the pact should be allowed to lapse, Subroto said
Indonesia was ready to back extension of the ITA.
    "We can support extension of the sixth agreement," he said.
"But a seventh accord we believe to be unnecessary."
    The sixth ITA will expire at the end of June unless a
two-thirds majority of members vot');
INSERT INTO reuters VALUES(343,'test',0,0,'BUNDESBANK ALLOCATES 6.1 BILLION MARKS IN TENDER The Bundesbank accepted bids for 6.1
billion marks at today''s tender for a 28-day securities
repurchase pact at a fixed rate of 3.80 pct, a central bank
spokesman said.
    Banks, which bid for a total 12.2 billion marks liquidity,
will be credited with the funds allocated today and must buy
back securities pledged on May 6.
    Some 14.9 billion marks will drain from the market today as
an earlier pact expires, so the Bundesbank is effectively
withdrawing a net 8.1 billion marks from the market with
today''s allocation.
    A Bundesbank spokesma');
INSERT INTO reuters VALUES(344,'test',0,0,'BOND CORP STILL CONSIDERING ATLAS MINING BAIL-OUT Bond Corp Holdings Ltd &lt;BONA.S> and Atlas
Consolidated Mining and Development Corp &lt;ATLC.MN> are still
holding talks on a bail-out package for the troubled mining
firm, an Atlas statement said.
    Atlas, the Philippines'' biggest copper producer, said it
had been hit by depressed world copper prices. It reported a
net loss of 976.38 mln pesos in the year ending December 1986,
compared with a net loss of 1.53 billion in 1985.
    The company said it had been able to cut its losses because
its scaled-down copper operations in the central is');
INSERT INTO reuters VALUES(345,'test',0,0,'CHINA INDUSTRIAL OUTPUT RISES IN FIRST QUARTER China''s industrial output rose 14.1 pct
in the first quarter of 1987 against the same 1986 period, the
People''s Daily said.
    Its overseas edition said the growth rate, which compares
with a target of seven pct for the whole of 1987, was "rather
high" but the base in the first quarter of 1986 was on the low
side. Industrial output grew 4.4 pct in the first quarter of
1986.
    It said China''s industrial production this year has been
normal but product quality and efficiency need further
improvement. It gave no further details.
 REUTER
&#3;');
INSERT INTO reuters VALUES(346,'test',0,0,'AMATIL PROPOSES TWO-FOR-FIVE BONUS SHARE ISSUE Amatil Ltd &lt;AMAA.S> said it proposes to
make a two-for-five bonus issue out of its revaluation reserve
to shareholders registered May 26.
    Shareholders will be asked to approve the issue and an
increase in authorised capital to 175 mln shares from 125 mln
at a general meeting on May 1, it said in a statement.
    The new shares will rank for dividends declared after
October 31. Amatil, in which B.A.T. Industries Plc &lt;BTI.L>
holds a 41 pct stake, said it does not expect to maintain its
latest annual dividend rate of 29 cents a share on the');
INSERT INTO reuters VALUES(347,'test',0,0,'BOWATER 1986 PRETAX PROFITS RISE 15.6 MLN STG Shr 27.7p vs 20.7p
    Div 6.0p vs 5.5p making 10.0p vs 9.25p
    Turnover 1.34 billion stg vs 1.29 billion
    Pretax profit 48.0 mln vs 32.4 mln
    Tax 14.4 mln vs 6.9 mln
    Company name is Bowater Industries Plc &lt;BWTR.L>
    Trading profit 63.4 mln vs 45.1 mln
    Trading profit includes -
    Packaging and associated products 23.2 mln vs 14.2 mln
    Merchanting and services 18.4 mln vs 9.6 mln
    Tissue and timber products 9.0 mln vs 5.8 mln
    Interest debit 15.4 mln vs 12.7 mln
    Minority interests 7.0 mln debit vs 6.2 mln debit
  ');
INSERT INTO reuters VALUES(348,'test',0,0,'U.K. MONEY MARKET DEFICIT FORECAST AT 250 MLN STG The Bank of England said it forecast a
shortage of around 250 mln stg in the money market today.
    Among the main factors affecting liquidity, bills maturing
in official hands and the take-up of treasury bills will drain
some 505 mln stg, while bills for repurchase by the market will
remove around 194 mln. In addition, a rise in note circulation
and bankers'' balances below target will each drain around 110
mln stg.
    Partly offsetting these outflows, exchequer transactions
will add some 690 mln stg to the system today.
 REUTER
&#3;');
INSERT INTO reuters VALUES(349,'test',0,0,'SOUTH KOREA MOVES TO SLOW GROWTH OF TRADE SURPLUS South Korea''s trade surplus is growing too
fast and the government has started taking steps to slow it
down, Deputy Prime Minister Kim Mahn-je said.
    He told a press conference the government planned to
increase investment, speed up the opening of the local market
to foreign imports and gradually adjust its currency to hold
the surplus "at a proper level."
    But he said the government would not allow the won to
appreciate too much in a short period of time. South Korea has
been under pressure from Washington to revalue the won.
    The U.S');
INSERT INTO reuters VALUES(350,'test',0,0,'FINNS AND CANADIANS TO STUDY MTBE PRODUCTION PLANT Finland''s national oil company Neste Oy
&lt;NEOY.HE> said in a statement it had agreed with Canadian firms
to study the feasibility of building a plant in Edmonton,
Canada, to produce a replacement for lead in petrol.
    The prospective plant would cost an estimated 270 mln
Canadian dlrs and would produce methyl tertiary butyl ether
(MTBE) from raw materials available locally, it said.
    The partners in the study are Neste Oy, Celanese Canada
Inc, Hoechst Celanese Corporation and Trade Mountain Pipe Line
Company Ltd, of Vancouver, B.C.
    ');
INSERT INTO reuters VALUES(351,'test',0,0,'CRA SOLD FORREST GOLD FOR 76 MLN DLRS - WHIM CREEK &lt;Whim Creek Consolidated NL> said the
consortium it is leading will pay 76.55 mln dlrs for the
acquisition of CRA Ltd''s &lt;CRAA.S> &lt;Forrest Gold Pty Ltd> unit,
reported yesterday.
    CRA and Whim Creek did not disclose the price yesterday.
    Whim Creek will hold 44 pct of the consortium, while
&lt;Austwhim Resources NL> will hold 27 pct and &lt;Croesus Mining
NL> 29 pct, it said in a statement.
    As reported, Forrest Gold owns two mines in Western
Australia producing a combined 37,000 ounces of gold a year. It
also owns an undevelo');
INSERT INTO reuters VALUES(352,'test',0,0,'GERMAN INDUSTRIAL EMPLOYMENT SEEN STAGNATING The number of workers employed in
the West German industrial sector stagnated in the last quarter
of 1986 as a 50,000 increase in overall employment benefited
only the services branch, the DIW economic institute said.
    A DIW report added the general downturn in the economy
since last Autumn had had a negative effect on the willingness
of firms to take on workers. It referred to a marked downturn
in the number of workers taken on in the capital goods sector.
    New orders for manufacturing industry goods have mostly
fallen or stagnated in recent ');
INSERT INTO reuters VALUES(353,'test',0,0,'BOWATER INDUSTRIES PROFIT EXCEED EXPECTATIONS Bowater Industries Plc &lt;BWTR.L> 1986
pretax profits of 48.0 mln stg exceeded market expectations of
around 40 mln and pushed the company''s shares up sharply to a
high of 491p from 468p last night, dealers said.
    The shares later eased back to 481p. Bowater reported a
32.4 mln stg profit in 1985.
    The company said in a statement accompanying the results
that the underlying trend showed improvement and it intended to
expand further by developing existing businesses and seeking
new opportunities.
    It added that it had appointed David Lyon,');
INSERT INTO reuters VALUES(354,'test',0,0,'CITIBANK NORWAY UNIT LOSES SIX MLN CROWNS IN 1986 Citibank A/S &lt;CCI.N>, the Norwegian
subsidiary of the U.S.-based bank, said it made a net loss of
just over six mln crowns in 1986 -- although foreign bankers
said they expect it to show 1987 profits after two lean years.
    Citibank''s Oslo treasury head Bjoern Sejerstad told
Reuters, Citibank, one of seven foreign bank subsidiaries
operating in Norway, lost money because of restructuring for
investment banking away from commercial banking and an economic
slump in Norway following last year''s plunge in oil prices.
    Foreign banks have bee');
INSERT INTO reuters VALUES(355,'test',0,0,'VIEILLE MONTAGNE SAYS 1986 CONDITIONS UNFAVOURABLE A sharp fall in the dollar price of
zinc and the depreciation of the U.S. Currency created
unfavourable economic conditions for Vieille Montagne SA
&lt;VMNB.BR> in 1986.
    It said in a statement that the two factors led to a
squeeze on refining margins and an 18.24 pct fall in sales and
services income despite an unchanged level of activity.
    Vieille Montagne, which is actively pursuing a
restructuring program, reported a 198 mln franc net loss, after
187 mln francs in provisions for the closure of an electrolysis
plant, compared with a 2');
INSERT INTO reuters VALUES(356,'test',0,0,'VIEILLE MONTAGNE REPORTS LOSS, DIVIDEND NIL 1986 Year
    Net loss after exceptional charges 198 mln francs vs profit
    250 mln
    Exceptional provisions for closure of Viviez electrolysis
    Plant 187 mln francs vs exceptional gain 22 mln
    Sales and services 16.51 billion francs vs 20.20 billion
    Proposed net dividend on ordinary shares nil vs 110 francs
    Company''s full name is Vieille Montagne SA &lt;VMNB.BR>.
 REUTER
&#3;');
INSERT INTO reuters VALUES(357,'test',0,0,'EC MAINLY FOR TIN EXTENSION, NO U.K. STAND TAKEN European Community (EC) members of the
International Tin Council, except Britain, have said they are
prepared to back an extension of the International Tin
Agreement, an EC spokesman said.
    He said at a meeting of EC states'' representatives here
yesterday, Britain undertook to communicate its own decision to
its partners today. It said it was not ready yesterday to take
a stand but did not say why.
    He added nine other EC states backed an extension. Spain
and Portugal, which are not members of the International Tin
Council, raised no objec');
INSERT INTO reuters VALUES(358,'test',0,0,'JAPAN GIVEN LITTLE HOPE OF AVOIDING U.S. SANCTIONS A top U.S. Official said Japan has little
chance of convincing the U.S. To drop threatened trade
sanctions, despite the efforts of a Japanese team that left for
Washington today.
    Michael Armacost, Under Secretary of State for Political
Affairs, was asked at a press conference whether Japan''s moves
to boost its domestic economy and open its markets could
persuade the U.S. Not to impose tariffs on Japanese imports
said, and replied: "...It is probably too early for the figures
to demonstrate that the situation has turned around and to
permit');
INSERT INTO reuters VALUES(359,'test',0,0,'THAI ZINC EXPORTS FALL IN MARCH Thai zinc ingot exports fell to 882
tonnes in March from 1,764 in February and 3,008 in March 1986,
the Mineral Resources Department said.
    A spokesman for Padaeng Industry Co Ltd, the country''s sole
exporter, attributed the decline to the company''s lower stocks,
which averaged 5,000 tonnes in the first quarter against 16,000
tonnes in late 1985 when it began exporting.
    The department said major buyers included China, Japan, the
Philippines, South Korea, Singapore and Taiwan.
    Thailand exported 4,842 tonnes of zinc ingots during the
first quarter, down');
INSERT INTO reuters VALUES(360,'test',0,0,'EC SUGAR TENDER HARD TO PREDICT - LONDON TRADE The outcome of today''s European Community
(EC) white sugar tender is extremely difficult to predict after
last week''s substantial award of 102,350 tonnes at the highest
ever rebate of 46.864 European currency units (Ecus) per 100
kilos, traders said.
    Some said they believed the tonnage would probably be
smaller, at around 60,000 tonnes, but declined to give a view
on the likely restitution. Last week, the European Commission
accepted 785,000 tonnes of sugar into intervention by operators
protesting about low rebates. This might be a determinin');
INSERT INTO reuters VALUES(361,'test',0,0,'NORTH YEMEN CALLS SUGAR BUYING TENDER - TRADE North Yemen has called a buying tender
for Saturday for the purchase of 30,000 tonnes of white sugar
for arrival in June, traders said.
 REUTER
&#3;');
INSERT INTO reuters VALUES(362,'test',0,0,'ANHEUSER-BUSCH JOINS BID FOR SAN MIGUEL Anheuser-Busch Companies Inc &lt;BUD.N> has
joined several other foreign bidders for sequestered shares of
the Philippines'' largest food and beverage maker San Miguel
Corp &lt;SANM.MN>, the head of a government panel which controls
the shares told Reuters.
    Ramon Diaz, Secretary of the Presidential Commission on
Good Government (PCGG), said Anheuser-Busch had told the
government it was interested in buying 14 mln "B" shares of San
Miguel. He did not disclose the offered price.
    Diaz said Australian brewer Alan Bond''s Bond Corp Holdings
Ltd had offe');
INSERT INTO reuters VALUES(363,'test',0,0,'ECONOMIC SPOTLIGHT - AUSTRALIAN MARKETS BOOMING Australian markets are booming as foreign
fund managers redirect capital away from the United States and
other traditional markets, analysts said.
    High short-term interest rates, a bullish stock market and
an increasingly stable currency reflect a massive inflow of
fresh funds in the last two months, largely from Japanese and
U.S. Investors, analysts polled by Reuters said.
    Fund managers want quality markets to park their cash in
and have settled on Australia, Britain and Canada as they
diversify from volatile U.S. Dollar instruments, the');
INSERT INTO reuters VALUES(364,'test',0,0,'ECONOMIC SPOTLIGHT - KUWAITI ECONOMY Kuwait''s oil-reliant and debt-ridden
economy has started to pull out of a nosedive but oil prices
will determine the pace of recovery, bankers and economists
say.
    Crucial will be the ability of the 13-member OPEC to hold
oil prices around a new benchmark of 18 dlrs a barrel in the
northern hemisphere summer when demand usually slackens.
    Bankers estimate the economy, measured in terms of gross
domestic product (gdp), shrank 19 pct in real terms last year
after contracting 8.1 pct the year before.
    This was after taking into account inflation in co');
