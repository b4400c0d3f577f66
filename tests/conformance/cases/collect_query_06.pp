@notify { 'n1': loglevel => 'info', withpath => true }
@notify { 'n2': loglevel => 'info', withpath => false }
@notify { 'n3': loglevel => 'err', withpath => true }
Notify <| (loglevel == 'info' and withpath == false) or (title == 'n3') |>
