# Runtime, Init, Iterator and SemVer types with parameters, in rich data
notify { 'runtime': message => [Runtime, Runtime['ruby', 'String'], Runtime[ruby, 'Puppet::Pops']] }
notify { 'init': message => [Init, Init[Integer], Init[String, 'a', 2], Init[Integer, [1, 2]], Init[Array[Integer]], Init[Type[Integer]]] }
notify { 'iterator': message => [Iterator, Iterator[Any], Iterator[Optional[String]], Iterator[Iterator[Integer]]] }
notify { 'semver': message => [SemVer, SemVer['>=1.0.0 <2.0.0'], SemVerRange] }
notify { 'nested': message => [Type[Runtime['ruby', 'String']], Init[Runtime[ruby, 'x']], Array[Iterator[String], 2], Variant[Init, Iterator]] }
