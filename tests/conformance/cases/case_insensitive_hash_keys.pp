$h = {'A' => 1}
notify { "a=${h['a']} A=${h['A']}": }
