notify { 'a': message => 'ABC' =~ Enum['abc', true] }
