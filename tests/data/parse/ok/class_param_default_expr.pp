class a($x = 'one', $y = "${x}-two") { notify { $y: } }
include a
