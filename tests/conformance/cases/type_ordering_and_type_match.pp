notify { 'x': message => [Integer[1, 5] =~ Type[Integer], Integer[1, 5] < Integer, Integer < Integer[1, 5], Numeric > Float, String[1] <= String] }
