notify { 'n': message => [1 =~ Numeric, 1.0 =~ Integer, '1' =~ Integer, [] =~ Array[String], {} =~ Hash[Integer, Integer], undef =~ Optional[String]] }
