notify { 'max': message => String(max([SemVer('1.2.3'), SemVer('1.10.0')])) }
notify { 'min': message => String(min([SemVer('1.2.3'), SemVer('1.10.0')])) }
