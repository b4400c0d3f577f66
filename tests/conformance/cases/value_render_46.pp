notify { "x": message => Semver('1.2.3') }
