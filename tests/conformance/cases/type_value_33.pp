notify { "n": message => SemVer }
