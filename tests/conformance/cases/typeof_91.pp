$t = type([1, 'a'])
notify { 'x': message => "${$t =~ Type[Array[Any]]} ${$t =~ Type[Array[Scalar]]} ${$t =~ Type[Array[Integer]]} ${$t =~ Type[Tuple[Integer, String]]}" }
