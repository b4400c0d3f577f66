# Type forms Puppet normalizes: empty parameterized types print bare, a one-type variant is that type, a tuple's open ends, an array of at most none, a time's inferred range
notify { "t03": message => [Hash[Integer, String, 1, 2], Array[0, 0], Hash[0, 0], Array[String, 0, 0]] }
notify { "t04": message => [Tuple[String, 1], Tuple[String, Integer, 1, 3], Tuple[String, default, 2]] }
notify { "t07": message => [Integer[default, 5], Float[default, 1.5], Integer[3, default], String[1], String[0, 3]] }
notify { "t08": message => [Regexp[/x/], Regexp['y'], Type[Integer], Type] }
notify { "t09": message => [Variant, Variant[Integer], Enum, Pattern, Struct, Tuple, Optional, NotUndef] }
notify { "t12": message => [type(1), type('a'), type([1, 'a']), type({a => 1}), type(true), type(1.5)] }
notify { "t13": message => [type(/x/), type(undef), type(default), type(Integer)] }
notify { "t14": message => [Callable[Integer, Integer, 2, 2], Callable[[Integer, Integer], String]] }
notify { "t15": message => [Init[String, 'x'], Init[Integer, '0x10', 16]] }
notify { "t16": message => [Iterator[Tuple[String, Integer]], Iterable[Iterator[String]]] }
notify { "t17": message => [Timestamp['2020-01-01', '2021-01-01'], Timespan['1-00:00:00', '2-00:00:00']] }
notify { "t18": message => type(Timespan('1-00:00:00')) }
notify { "t19": message => type(Timestamp('2020-01-01')) }
notify { "t20": message => [type(Binary('aGk=')), type(Sensitive(1))] }
notify { "t21": message => Optional[Iterable[Callable]] }
