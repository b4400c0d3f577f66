notify { "n": message => SemVer['1.0.0'] }
