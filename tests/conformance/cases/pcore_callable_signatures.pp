# Callable types as Puppet 8 writes them in rich data: the parameters become a
# sized tuple, a trailing callable the block, an array form a return type
notify { 'empty': message => Callable[0, 0] }
notify { 'min': message => Callable[String, 1] }
notify { 'minmax': message => Callable[String, 1, 3] }
notify { 'open': message => Callable[String, default, default] }
notify { 'negative': message => Callable[-1, 3] }
notify { 'return': message => Callable[[String, Integer], Float] }
notify { 'no_params': message => Callable[[], Float] }
notify { 'any_return': message => Callable[[String], Any] }
notify { 'block': message => Callable[String, Callable[Integer]] }
notify { 'optional_block': message => Callable[String, Optional[Callable]] }
notify { 'sized_block': message => Callable[Integer, 0, 2, Callable] }
notify { 'only_block': message => Callable[Callable[0, 0]] }
notify { 'variant_block': message => Callable[String, Variant[Callable[0, 0], Callable[1, 1]]] }
notify { 'nested': message => [Optional[Callable], Type[Callable[String]], Tuple[Callable[0, 0]]] }
