notify { 'x': message => "${'abc' =~ /b/ and 'x' !~ /y/}" }
