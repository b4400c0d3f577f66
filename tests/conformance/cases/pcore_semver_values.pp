# SemVer and SemVerRange values: written as rich data by Puppet 8, as strings
# by Puppet 7; compared, sorted and matched as versions
notify { 'values': message => [SemVer('1.2.3'), SemVer('1.2.3-rc.1+b4'), SemVer(1, 2, 3), SemVer({major => 1, minor => 2, patch => 3}), SemVerRange('>= 1.0.0'), SemVerRange('1.x')] }
notify { 'equality': message => [SemVer('1.2.3') == '1.2.3', SemVer('1.2.3') == SemVer('1.2.3'), SemVer('1.2.3') != SemVer('1.2.4'), SemVer('1.2.3') in [SemVer('1.2.3')], '1.2.3' in [SemVer('1.2.3')]] }
notify { 'order': message => [SemVer('1.2.3') < SemVer('1.10.0'), SemVer('2.0.0') > SemVer('10.0.0'), SemVer('1.0.0-rc1') < SemVer('1.0.0'), SemVer('1.0.0-alpha.2') < SemVer('1.0.0-alpha.10')] }
notify { 'types': message => [SemVer('1.2.3') =~ SemVer, SemVer('1.2.3') =~ String, SemVer('1.2.3') =~ Data, SemVer('1.2.3') =~ Scalar, SemVerRange('>=1.0.0') =~ SemVerRange] }
notify { 'ranges': message => [SemVer('1.2.3') =~ SemVer['>=1.0.0'], SemVer('3.2.3') =~ SemVer['>=1.0.0 <2.0.0'], SemVer('1.5.0') =~ SemVerRange('>=1.0.0'), SemVer('1.3.0') =~ SemVer['~1.2'], SemVer('1.9.0') =~ SemVer['^1.2.3'], SemVer('2.0.0-rc1') =~ SemVer['< 2.0.0'], SemVer('2.0.0-rc2') =~ SemVer['>= 2.0.0-rc1'], SemVer('1.2.9') =~ SemVer['1.2.3 - 1.2'], SemVer('2.1.0') =~ SemVer['1.x || 2.1']] }
notify { 'inferred': message => [type(SemVer('1.2.3')), String(type(SemVer('1.2.3')))] }
notify { 'sorted': message => [sort([SemVer('1.10.0'), SemVer('1.9.0'), SemVer('1.2.0')]), unique([SemVer('1.2.3'), SemVer('1.2.3')])] }
notify { 'strings': message => ["v${SemVer('1.2.3')}", String(SemVer('1.2.3'), '%p'), [SemVer('1.2.3')].join(',')] }
notify { 'keys': message => { SemVer('1.2.3') => 'a' } }
notify { 'minmax': message => [max(SemVer('1.10.0'), SemVer('1.9.0')), min([SemVer('1.10.0'), SemVer('1.9.0')]), max(1, SemVer('10.0.0'))] }
