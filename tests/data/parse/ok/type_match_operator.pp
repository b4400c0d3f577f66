notify { 'm': message => [1 =~ Integer, 'a' =~ Integer, [1] =~ Array[Integer], 'abc' =~ /b/, undef =~ Optional[String]] }
