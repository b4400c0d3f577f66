# scanf (%i: hexadecimal, octal, signed) as Puppet 8.10 answers it; Debian 12's Puppet 7.23 (Ruby 3.1, without the scanf library) dies without a word, so this case has no 7.23 expectation
notify { 'hex': message => String(scanf('0x1F', '%i')) }
notify { 'octal': message => String(scanf('017', '%i')) }
notify { 'negative': message => String(scanf('-12', '%i')) }
notify { 'mixed': message => String(scanf('42 abc 3.5', '%d %s %f')) }
