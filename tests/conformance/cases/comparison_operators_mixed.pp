notify { 'n': message => ['abc' < 'abd', 'B' > 'a', 10 > 9, [1] == [1.0]] }
