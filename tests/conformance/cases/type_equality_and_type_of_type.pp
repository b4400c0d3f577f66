notify { 'n': message => [String =~ Type, Integer[1] =~ Type[Integer], Optional[String] == Optional[String], Variant[Integer, String] == Variant[String, Integer]] }
