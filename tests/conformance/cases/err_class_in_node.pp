node 'a' { class x {} }
