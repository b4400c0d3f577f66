define myfile($content = 'none') { file { "/tmp/${title}": content => $content } }
myfile { 'one': }
Myfile <| title == 'one' |> { content => 'changed' }
