define foo-bar { }
