$h = { 'x' => 1 }
if $h['y'] == undef { notify { 'missing key is undef': } }
unless $h['x'] { notify { 'never': } } else { notify { 'has x': } }
