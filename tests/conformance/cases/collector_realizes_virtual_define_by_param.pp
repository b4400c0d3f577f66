define myfile($content = 'none') { notify { "f-${title}": message => $content } }
@myfile { 'one': content => 'v' }
@myfile { 'two': }
Myfile <| content == 'v' |>
