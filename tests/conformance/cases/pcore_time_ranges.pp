# Timespan and Timestamp ranges in rich data: bounds as time values, an
# open start written as null before a bounded end
notify { 'span': message => [Timespan['1-00:00:00'], Timespan[0, 10], Timespan[default, 10], Timespan[1]] }
notify { 'stamp': message => [Timestamp['2020-01-01T00:00:00.000 UTC'], Timestamp[default, '2020-01-01'], Timestamp['2020-01-01', default]] }
