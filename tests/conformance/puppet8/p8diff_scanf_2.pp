# scanf (%i: hexadecimal, octal, signed) as Puppet 8.10 answers it; Debian 12's Puppet 7.23 (Ruby 3.1, without the scanf library) dies without a word, so this case has no 7.23 expectation
notify { 'i': message => String(scanf('0b101 9', '%i %i')) }
notify { 'x': message => String(scanf('ff', '%x')) }
notify { 'o': message => String(scanf('17', '%o')) }
