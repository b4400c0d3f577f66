notify { "n": message => Hash[String, Optional[Integer], 1, 5] }
