notify { "a": message => String(Array[Integer]([1,"2"])) }
