notify { 'parsepson': message => [parsepson('{"a": [1, "b"]}'), parsepson('[true]'), parsepson('bad', 'dflt'), String(parsepson('bad', undef))] }
