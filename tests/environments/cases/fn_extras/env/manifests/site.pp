notify { 'base64': message => [base64('encode', 'thestring'), base64('encode', 'thestring', 'strict'), base64('encode', '??>>', 'urlsafe'), base64('decode', 'dGhlc3RyaW5n'), base64('decode', 'Pz8-Pg==', 'urlsafe'), base64('encode', 'a fairly long string that is longer than sixty characters for sure, yes')] }
notify { 'parsejson': message => [parsejson('{"a": [1, 2.5, null, true]}'), parsejson('null', 'dflt'), parsejson('not json', 'dflt'), parsejson('"s"')] }
notify { 'parseyaml': message => [parseyaml("---\na: 1\nb: [x, y]\n"), parseyaml('', 'empty'), parseyaml('plain')] }
notify { 'escape': message => [stdlib::batch_escape('say "hi" $x \\ y'), stdlib::powershell_escape("a b'c`d|e\$f\"g")] }
notify { 'literals': message => [stdlib::to_python({'a' => [1, true, undef, 'x"y'], 'b' => 2.5}), stdlib::to_ruby({'a' => [1, true, undef, "x\ny"], 'b' => false})] }
