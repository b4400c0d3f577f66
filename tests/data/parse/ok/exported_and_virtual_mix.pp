@@user { 'exp': }
@user { 'virt': }
user { 'real': }
User <| |>
