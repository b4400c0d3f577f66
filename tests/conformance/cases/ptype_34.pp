$c = Class['x']
notify { "1 ${c}": }
notify { "2 ${Class['foo::bar']}": }
notify { "3 ${Class}": }
notify { "4 ${File['/a']}": }
notify { "5 ${Resource['file']}": }
notify { "6 ${Resource['file', '/b']}": }
notify { "7 ${Class['x', 'y']}": }
notify { "8 ${[Class['x']]}": }
notify { "9": message => Class['x'] }
notify { "10": message => String(Class['x']) }
notify { "11 ${Class[x]}": }
