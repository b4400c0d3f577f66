# A callable's range must not end before it starts
notify { "n": message => [Callable[0], Callable[String, 2, 1], Callable[Optional[String], 1, 2]] }
