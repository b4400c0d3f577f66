# Puppet 8 compares SemVer, Timespan and Timestamp values as such (PUP-11663)
notify { 'max': message => String(max(SemVer('2.0.0'), SemVer('10.0.0'))) }
notify { 'min': message => String(min(SemVer('2.0.0'), SemVer('10.0.0'))) }
