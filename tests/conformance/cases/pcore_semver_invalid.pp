# A string that is no version
notify { 'x': message => SemVer('1.2') }
