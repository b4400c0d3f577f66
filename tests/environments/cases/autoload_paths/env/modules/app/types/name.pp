type App::Name = Pattern[/\A[a-z]+\z/]
