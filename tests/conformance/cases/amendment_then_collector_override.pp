notify { 'n': }
Notify['n'] { message => 'first' }
Notify <| title == 'n' |> { message => 'collector' }
