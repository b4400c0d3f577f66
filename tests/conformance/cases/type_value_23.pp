notify { "n": message => Optional[Enum['a']] }
