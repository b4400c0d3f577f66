notify { 'a': message => [5 =~ Integer, 'a' =~ Integer, [1] =~ Array[Integer], {'a'=>1} =~ Hash[String, Integer], undef =~ Optional[String], 'x' =~ Enum['x','y'], 'abc' =~ Pattern[/b/]] }
