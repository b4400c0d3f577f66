# A string that is no version range
notify { "n": message => SemVerRange('not a range') }
