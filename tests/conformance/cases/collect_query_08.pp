@notify { 'n1': withpath => true }
@notify { 'n2': withpath => false }
Notify <| withpath == 'true' |>
