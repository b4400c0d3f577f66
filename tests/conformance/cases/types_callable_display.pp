notify { 'a': message => [Callable[String], Callable[String, Integer], Callable[1, 2], Callable[Integer, 0, default], 5 =~ Callable[String], Callable[[String], Integer]] }
