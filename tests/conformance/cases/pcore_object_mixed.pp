# Object values in a Deferred's arguments, as a sensitive value, in types and as text
notify { "v01": message => [String(Callable[String, default, default]), "${Callable[[], Float]}", "${Init[Integer, 1]}", "${Runtime[ruby, 'X']}"] }
notify { "v04": message => [type(SemVerRange('>=1.0.0')), String(type(SemVerRange('1.x')))] }
notify { "v07": message => [SemVerRange('>=1.0.0') == SemVerRange('>=1.0.0'), SemVer('1.0.0') == SemVer('1.0.0+build')] }
notify { "v09": message => [SemVer('1.0.0') <= SemVer('1.0.0'), SemVer('1.0.0') >= SemVer('0.9.0')] }
notify { "v10": message => Runtime['ruby', 'String'] == Runtime['ruby', 'String'] }
notify { "v11": message => [Init[Integer] == Init[Integer], Iterator[String] == Iterator[String], Callable[String] == Callable[String]] }
notify { "v12": message => [Timespan[1, 1], Timespan['0-00:00:01', '0-00:00:02']] }
notify { "v13": message => sort([SemVer('1.0.0'), SemVer('1.0.0-rc.1'), SemVer('1.0.0-alpha'), SemVer('0.9.9')]) }
notify { "v14": message => { 'k' => [SemVer('1.0.0'), { 'u' => URI('http://a.com/') }] } }
notify { "v15": message => [SemVerRange('>=1.0.0 <2.0.0'), SemVerRange('~> 1.2')] }
notify { "v17": message => [URI('http://a.com/x').scheme, URI('ftp://a.com:21/x'), URI('http://a.com:8080').port, URI('mailto:a@b').opaque] }
notify { "v18": message => Deferred('x', [SemVer('1.0.0')]) }
notify { "v19": message => Sensitive(SemVer('1.0.0')) }
notify { "v20": message => [Optional[SemVer], Variant[SemVer, URI]] }
