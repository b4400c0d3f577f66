@user { 'luke': }
@user { 'other': }
User <| title == 'luke' |>
