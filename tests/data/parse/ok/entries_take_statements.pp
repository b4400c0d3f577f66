notice([$a = 1, File["a"] -> File["b"]])
$h = { File["a"] -> File["b"] => 1, type => function }
notice($h[$k = 1 => 2])
include a, file { "x": }
notice(1, $c = file { "y": } -> file { "z": })
notice([type, function], [File { mode => "0644" }], [File["a"] { mode => "0644" }])
notice("${$d = 1}")
