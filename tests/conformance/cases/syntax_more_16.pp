Notify <| title == 'a' 
