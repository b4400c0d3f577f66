notify { 'n': message => [[1, 2] =~ Array[Integer], { 'a' => 1 } =~ Hash[String, Integer], 'x' =~ Enum['x', 'y'], 3 =~ Integer[1, 2]] }
