notify { 'x': message => "${SemVer.new('1.2.3')} ${SemVer.new(1,2,3)}" }
