$t = [Enum['a', 'b', true], String[1, default], Array[String, 0, 2], Hash[String, Integer, 1], Tuple[String, Integer, 1, 2], Variant[String, Integer], Pattern[/a/, 'b'], Struct[{a => Integer}], Array[Integer[1, 2]], String[Integer[1, 3]]]
notify { 'a': message => "${t}" }
