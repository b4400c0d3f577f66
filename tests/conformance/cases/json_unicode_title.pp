notify { "héllo wörld ✓": message => "tab\there" }
