notify { 'x': message => [Timespan('1-00:00:00') =~ Timespan, Integer =~ Type[Integer], Optional[Integer] =~ Type, type(Optional[Integer])] }
